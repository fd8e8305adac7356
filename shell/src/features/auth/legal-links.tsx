import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { Button, Dialog } from '@app/ui';
import { LegalDocument } from '../privacy/legal-document';
import { reportPrivacyPolicyClick } from '../telemetry/report-privacy-policy-click';
import { LinkButton } from './form-controls';

const Agreement = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const DialogFooter = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  text-align: right;
`;

type LegalText = 'terms' | 'privacy';

/** "By creating an account you agree to…", each document opening in a dialog (spec §2). */
export function LegalLinks({ language }: { language: Language }) {
  const { t } = useTranslation('auth');
  const { t: tl } = useTranslation('legal');
  const [open, setOpen] = useState<LegalText>();
  return (
    <>
      <Agreement>
        {t('signup.agreement')}{' '}
        <LinkButton type="button" onClick={() => setOpen('terms')}>
          {t('signup.termsLink')}
        </LinkButton>{' '}
        {t('signup.and')}{' '}
        <LinkButton
          type="button"
          onClick={() => {
            setOpen('privacy');
            void reportPrivacyPolicyClick('signup_form', language);
          }}
        >
          {t('signup.privacyLink')}
        </LinkButton>
        .
      </Agreement>
      {open && (
        <Dialog title={tl(`${open}.title`)} onClose={() => setOpen(undefined)}>
          <LegalDocument document={open} headingLevel={null} />
          <DialogFooter>
            <Button type="button" onClick={() => setOpen(undefined)}>
              {t('legal.close')}
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  );
}
