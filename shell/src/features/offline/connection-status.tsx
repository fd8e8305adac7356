import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOnlineStatus } from '@app/ui';

const Status = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme, $online }) => ($online ? theme.colors.muted : theme.colors.danger)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $online }) => ($online ? theme.colors.accent : theme.colors.danger)};
  }
`;

/** Spec §2's online/offline flag, in the header: the symptom page still helps offline, and says so. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <Status aria-live="polite" $online={online} title={t('connection.label')}>
      {t(online ? 'connection.online' : 'connection.offline')}
    </Status>
  );
}
