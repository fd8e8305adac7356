import type { Language } from '@app/contracts';
import { Button, LoadingState, RetryError, Row, Stack, useResource } from '@app/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MutedText, PartTitle, SuccessText } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { totpStatusQuery } from '../api/totp';
import { TotpEnrolDialog } from './totp-enrol-dialog';
import { TotpRemoveDialog } from './totp-remove-dialog';

const StateBadge = styled.span<{ $on: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.muted)};
  font-size: 0.85rem;
  font-weight: 600;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

type Open = 'enrol' | 'remove' | null;

/** Two-step verification (TOTP): its state, and the dialogs that turn it on and off. */
export function TwoFactor({ language }: { language: Language }) {
  const { t } = useAccountTranslation();
  const { resource, retry } = useResource(totpStatusQuery(language));
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function finished(message: string) {
    setOpen(null);
    setNotice(message);
    retry();
  }

  function show(dialog: Open) {
    setNotice(null);
    setOpen(dialog);
  }

  let body: ReactNode;
  if (resource.status === 'loading') body = <LoadingState label={t('security.totp.loading')} />;
  else if (resource.status === 'error') {
    body = <RetryError message={t('security.totp.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  } else if (resource.data.enabled) {
    body = (
      <>
        <MutedText>
          {t('security.totp.onText')} {t('security.totp.codesLeft', { count: resource.data.recoveryCodesLeft })}
        </MutedText>
        <Row>
          <Button type="button" $variant="secondary" onClick={() => show('remove')}>
            {t('security.totp.turnOff')}
          </Button>
        </Row>
      </>
    );
  } else {
    body = (
      <>
        <MutedText>{t('security.totp.offText')}</MutedText>
        <Row>
          <Button type="button" onClick={() => show('enrol')}>
            {t('security.totp.turnOn')}
          </Button>
        </Row>
      </>
    );
  }

  return (
    <Stack $gap={3}>
      <TitleRow>
        <PartTitle>{t('security.totp.title')}</PartTitle>
        {resource.status === 'loaded' && (
          <StateBadge $on={resource.data.enabled}>{resource.data.enabled ? t('security.totp.on') : t('security.totp.off')}</StateBadge>
        )}
      </TitleRow>
      {body}
      <div role="status">{notice && <SuccessText>{notice}</SuccessText>}</div>
      {open === 'enrol' && (
        <TotpEnrolDialog language={language} onCancel={() => setOpen(null)} onEnabled={() => finished(t('security.totp.turnedOn'))} />
      )}
      {open === 'remove' && (
        <TotpRemoveDialog language={language} onCancel={() => setOpen(null)} onRemoved={() => finished(t('security.totp.turnedOff'))} />
      )}
    </Stack>
  );
}
