import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SHORT_LINK_LIFETIME,
  queryKeys,
  type CreatedShortLink,
  type SharePanelProps,
  type ShortLinkLifetime,
} from '@app/contracts';
import { Button, Row, Stack } from '@app/ui';
import { failureText } from '../../../shared/failure-text';
import { Feedback, type FeedbackMessage } from '../../../shared/feedback';
import { formatDateTime } from '../../../shared/format-date';
import { announceAnalyticsEvent } from '../../../shared/announce-analytics-event';
import { LinkActions } from '../../../shared/link-actions';
import { useRevokeDialog } from '../../../shared/use-revoke-dialog';
import { createShortLink } from '../api/short-links';
import { ExpiryPicker } from './expiry-picker';

const Title = styled.h3`
  font-size: 1.1rem;
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Spec §2 share panel, §4 Share: pick how long the link works, create it, then copy, share or revoke it.
 * A failure leaves the panel as it was, with the reason, so the person can simply try again.
 */
export function SharePanel({ language, apiBase, analysisId, shareType }: SharePanelProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const titleId = useId();
  const queryClient = useQueryClient();
  // "Your shared links" lists this link too.
  const linksChanged = () => void queryClient.invalidateQueries({ queryKey: queryKeys.shortLinks });
  const [expiresIn, setExpiresIn] = useState<ShortLinkLifetime>(DEFAULT_SHORT_LINK_LIFETIME);
  const [link, setLink] = useState<CreatedShortLink | null>(null);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // The control that replaced the one just used, to focus once it is on the page.
  const focusNext = useRef<'link' | 'create' | null>(null);

  // Runs after the revoke dialog's own clean-up has put the focus back on its (removed) opener.
  useEffect(() => {
    if (focusNext.current === 'link') urlField.current?.focus();
    if (focusNext.current === 'create') createButton.current?.focus();
    focusNext.current = null;
  });

  const revoke = useRevokeDialog(apiBase, language, (_code, outcome) => {
    setLink(null);
    linksChanged();
    setMessage({ kind: 'success', text: t(outcome === 'revoked' ? 'messages.revoked' : 'messages.alreadyGone') });
    // The revoke button is gone with the link: the focus goes where the next step starts.
    focusNext.current = 'create';
  });

  const create = async () => {
    setCreating(true);
    setMessage(null);
    try {
      setLink(await createShortLink(apiBase, language, analysisId, expiresIn, shareType));
      linksChanged();
      setMessage({ kind: 'success', text: t('messages.created') });
      announceAnalyticsEvent({ name: 'sharing', props: { action: 'link_created' } });
      // The create button is replaced by the link: the focus goes to the link, which screen readers then read.
      focusNext.current = 'link';
    } catch (error) {
      setMessage({
        kind: 'error',
        text: failureText(error, t, { fallback: 'messages.shareError', notFound: 'messages.analysisNotFound' }),
      });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Stack as="section" $gap={3} aria-labelledby={titleId} aria-busy={creating}>
      <Title id={titleId}>{t('sharePanel.label')}</Title>
      {link === null ? (
        <>
          <Muted>{t('sharePanel.intro')}</Muted>
          <ExpiryPicker language={language} value={expiresIn} onChange={setExpiresIn} disabled={creating} />
          <Row>
            <Button ref={createButton} type="button" onClick={() => void create()} disabled={creating}>
              {creating ? t('sharePanel.creating') : t('sharePanel.create')}
            </Button>
          </Row>
        </>
      ) : (
        <>
          <LinkActions
            language={language}
            url={link.url}
            content="analysis"
            label={t('sharePanel.linkLabel')}
            shareTitle={t('sharePanel.shareTitle')}
            shareText={t('sharePanel.shareText')}
            shareErrorKey="messages.shareError"
            onMessage={setMessage}
            inputRef={urlField}
          />
          <Muted>
            {link.expiresAt === null
              ? t('sharePanel.neverExpires')
              : t('sharePanel.expiresAt', { date: formatDateTime(link.expiresAt, language) })}
          </Muted>
          <Row>
            <Button type="button" $variant="ghost" onClick={() => revoke.ask(link.code)}>
              {t('sharePanel.revoke')}
            </Button>
          </Row>
        </>
      )}
      <Feedback message={message} />
      {revoke.dialog}
    </Stack>
  );
}
