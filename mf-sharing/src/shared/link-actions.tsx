import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, RemoteAnalyticsEvent } from '@app/contracts';
import { Button, Row, Stack, fieldStyles } from '@app/ui';
import { announceAnalyticsEvent } from './announce-analytics-event';
import type { FeedbackMessage } from './feedback';
import { useCopy } from './use-copy';
import { useShare } from './use-share';

const Label = styled.label`
  font-weight: 600;
`;

const UrlField = styled.input`
  ${fieldStyles}
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

export interface LinkActionsProps {
  language: Language;
  url: string;
  /** What the link leads to, for the analytics of shares. */
  content: Extract<RemoteAnalyticsEvent, { name: 'share' }>['props']['content'];
  label: string;
  /** What the share sheet or the WhatsApp message says before the link. */
  shareTitle: string;
  shareText: string;
  /** The spec §8 text for a failed share of this kind of link. */
  shareErrorKey: 'messages.shareError' | 'messages.linkShareError';
  onMessage: (message: FeedbackMessage) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A link to pass on: shown read-only (selected on focus, to copy by hand), with Copy and Share. */
export function LinkActions({
  language,
  url,
  content,
  label,
  shareTitle,
  shareText,
  shareErrorKey,
  onMessage,
  inputRef,
}: LinkActionsProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const inputId = useId();
  const { copied, copy } = useCopy();
  const { native, sharing, share } = useShare();

  const onCopy = async () => {
    onMessage(null);
    try {
      await copy(url);
      onMessage({ kind: 'success', text: t('messages.copied') });
      announceAnalyticsEvent({ name: 'share', props: { channel: 'copy', content } });
    } catch {
      onMessage({ kind: 'error', text: t('messages.copyError') });
    }
  };

  const onShare = async () => {
    onMessage(null);
    try {
      const outcome = await share({ title: shareTitle, text: shareText, url });
      if (outcome === 'shared') {
        onMessage({ kind: 'success', text: t('messages.shared') });
        announceAnalyticsEvent({ name: 'share', props: { channel: native ? 'native' : 'whatsapp', content } });
      }
    } catch {
      onMessage({ kind: 'error', text: t(shareErrorKey) });
    }
  };

  return (
    <Stack $gap={2}>
      <Label htmlFor={inputId}>{label}</Label>
      <UrlField id={inputId} ref={inputRef} type="text" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Row $gap={2}>
        <Button type="button" $variant="secondary" onClick={() => void onCopy()}>
          {copied ? t('actions.copied') : t('actions.copy')}
        </Button>
        <Button type="button" onClick={() => void onShare()} disabled={sharing}>
          {native ? t('actions.share') : t('actions.shareWhatsApp')}
        </Button>
      </Row>
    </Stack>
  );
}
