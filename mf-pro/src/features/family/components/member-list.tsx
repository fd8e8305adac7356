import type { FamilyMember, Language } from '@app/contracts';
import { Button, VisuallyHidden } from '@app/ui';
import styled from 'styled-components';
import { formatDate } from '../../../shared/format-date';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { MemberStatusBadge } from './member-status-badge';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Member = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Email = styled.span`
  font-weight: 600;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface MemberListProps {
  members: readonly FamilyMember[];
  language: Language;
  busy: boolean;
  onRemove: (email: string) => void;
}

export function MemberList({ members, language, busy, onRemove }: MemberListProps) {
  const { t } = useProTranslation();
  if (members.length === 0) return <Empty>{t('family.empty')}</Empty>;
  return (
    <List>
      {members.map(({ email, status, invitedAt }) => (
        <Member key={email}>
          <Details>
            <Email>{email}</Email>
            <Meta>
              <MemberStatusBadge status={status} />
              <span>{t('family.invitedOn', { date: formatDate(invitedAt, language) })}</span>
            </Meta>
          </Details>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => onRemove(email)}>
            {t('family.remove')}
            <VisuallyHidden> {email}</VisuallyHidden>
          </Button>
        </Member>
      ))}
    </List>
  );
}
