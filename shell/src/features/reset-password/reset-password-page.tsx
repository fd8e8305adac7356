import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Card, Lead, Page, PageTitle, Stack } from '@app/ui';
import { AuthPanel } from '../auth/auth-panel';
import { Notice } from '../auth/form-controls';
import { useSession } from '../session/session-store';
import { NewPasswordForm } from './new-password-form';
import { recoveryToken } from './recovery-link';
import { ResetLinkRequest } from './reset-link-request';

const Narrow = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
`;

type Step = 'newPassword' | 'request' | 'login' | 'done';

/**
 * Target of password-reset e-mails. With a recovery link: the new-password form, the token taken out of
 * the address as soon as it is read (it must not stay in history or leak through Referer). Without one:
 * how to get a link, and a form that sends it. Success or "Back to Login" leads to the login form.
 */
export function ResetPasswordPage({ language }: { language: Language }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const [token] = useState(() => recoveryToken(location.search, location.hash));
  const [step, setStep] = useState<Step>(token ? 'newPassword' : 'request');

  useEffect(() => {
    if (location.search || location.hash) void navigate(location.pathname, { replace: true });
  }, [location, navigate]);

  if (signedIn && (step === 'login' || step === 'done')) return <Navigate to={pathFor(language)} replace />;

  return (
    <Page>
      <Narrow>
        <PageTitle>{tc('resetPassword.title')}</PageTitle>
        {step === 'newPassword' && token && (
          <>
            <Lead>{t('reset.lead')}</Lead>
            <NewPasswordForm language={language} token={token} onDone={() => setStep('done')} onBack={() => setStep('login')} />
          </>
        )}
        {step === 'request' && (
          <Stack $gap={6}>
            <Lead>{tc('resetPassword.text')}</Lead>
            <ResetLinkRequest language={language} />
          </Stack>
        )}
        {(step === 'login' || step === 'done') && (
          <Stack>
            {step === 'done' && <Notice role="status">{t('reset.success')}</Notice>}
            <AuthPanel language={language} />
          </Stack>
        )}
      </Narrow>
    </Page>
  );
}
