import { Button, VisuallyHidden } from '@app/ui';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

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

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface MemberListProps {
  members: readonly string[];
  busy: boolean;
  onRemove: (email: string) => void;
}

export function MemberList({ members, busy, onRemove }: MemberListProps) {
  const { t } = useProTranslation();
  if (members.length === 0) return <Empty>{t('family.empty')}</Empty>;
  return (
    <List>
      {members.map((email) => (
        <Member key={email}>
          <span>{email}</span>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => onRemove(email)}>
            {t('family.remove')}
            <VisuallyHidden> {email}</VisuallyHidden>
          </Button>
        </Member>
      ))}
    </List>
  );
}
