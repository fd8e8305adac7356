import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorCard } from '@app/ui';
import { Notice } from '../auth/form-controls';

const Landing = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** How the e-mail confirmation went: confirmed, or a link that is invalid, used or expired. */
export function VerificationNotice({ outcome }: { outcome: 'confirmed' | 'linkInvalid' }) {
  const { t } = useTranslation('auth');
  return (
    <Landing>
      {outcome === 'confirmed' ? (
        <Notice role="status">{t('verification.confirmed')}</Notice>
      ) : (
        <ErrorCard>{t('verification.linkInvalid')}</ErrorCard>
      )}
    </Landing>
  );
}
