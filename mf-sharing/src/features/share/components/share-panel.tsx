import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { SharePanelProps } from '@app/contracts';
import { Button, Row, Stack } from '@app/ui';
import { useShareActions, type ShareMessage } from '../hooks/use-share-actions';

const Message = styled.p<{ $kind?: ShareMessage['kind'] }>`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.accent)};
`;

/** Copy-link and share buttons for one analysis (spec §2 result card, §4 Share). */
export function SharePanel({ language, apiBase, analysisId, shareType }: SharePanelProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const { share, copy, sharing, copied, message } = useShareActions(
    { apiBase, analysisId, shareType, language },
    { title: t('sharePanel.shareTitle'), text: t('sharePanel.shareText') },
  );

  return (
    <Stack $gap={2} role="group" aria-label={t('sharePanel.label')}>
      <Row>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {copied ? t('sharePanel.copied') : t('sharePanel.copy')}
        </Button>
        <Button type="button" onClick={() => void share()} disabled={sharing}>
          {t('sharePanel.share')}
        </Button>
      </Row>
      <Message role="status" aria-live="polite" $kind={message?.kind}>
        {message ? t(`sharePanel.messages.${message.key}`) : ''}
      </Message>
    </Stack>
  );
}
