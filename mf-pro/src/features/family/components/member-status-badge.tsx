import type { FamilyMember } from '@app/contracts';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const Badge = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** Invited (waiting for a verified sign-in with that e-mail) or active; the words carry the meaning, not the colour. */
export function MemberStatusBadge({ status }: { status: FamilyMember['status'] }) {
  const { t } = useProTranslation();
  return (
    <Badge $active={status === 'active'} data-status={status}>
      <span aria-hidden="true">{status === 'active' ? '●' : '○'}</span>
      {t(`family.status.${status}`)}
    </Badge>
  );
}
