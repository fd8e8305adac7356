import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { useSession } from '../session/session-store';
import { ResendVerification } from './resend-verification';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** For a signed-in user whose address is not confirmed yet (sign-in without confirmation allowed). */
export function UnconfirmedEmailNotice({ language }: { language: Language }) {
  const { t } = useTranslation('auth');
  const user = useSession((state) => state.user);
  if (!user || user.emailConfirmed) return null;
  return (
    <Box>
      <p>{t('verification.unconfirmed')}</p>
      <ResendVerification email={user.email} language={language} />
    </Box>
  );
}
