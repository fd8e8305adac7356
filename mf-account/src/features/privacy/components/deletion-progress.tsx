import { DELETION_STATUSES, type DeletionRequest, type Language } from '@app/contracts';
import { Button, Row, Stack } from '@app/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format-date';
import { loadPage } from '../../../shared/full-page-load';
import { MutedText, Paragraph, PartTitle } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { clearSession } from '../api/deletion-requests';
import { useDeletionProgress } from '../hooks/use-deletion-progress';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $reached: boolean }>`
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $reached }) => ($reached ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme, $reached }) => ($reached ? theme.colors.accent : theme.colors.muted)};
  font-weight: 600;
  &[aria-current='step'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
`;

const Region = styled.section`
  &:focus {
    outline: none;
  }
`;

interface DeletionProgressProps {
  request: DeletionRequest;
  apiBase: string;
  language: Language;
  /** Takes the focus when shown right after the request was sent (the dialog it replaces is gone). */
  focusOnMount?: boolean;
}

/** The status of the deletion request, followed until every service has deleted the user's data. */
export function DeletionProgress({ request: initial, apiBase, language, focusOnMount = false }: DeletionProgressProps) {
  const { t } = useAccountTranslation();
  const request = useDeletionProgress(apiBase, language, initial);
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  const reached = DELETION_STATUSES.indexOf(request.status);

  useEffect(() => {
    if (focusOnMount) regionRef.current?.focus();
  }, [focusOnMount]);

  async function goHome() {
    setLeaving(true);
    // The session ended with the account; this only clears the cookies left in this browser.
    await clearSession(language).catch(() => undefined);
    loadPage(`/${language}`);
  }

  return (
    <Region ref={regionRef} tabIndex={-1} aria-labelledby={titleId}>
      <Stack $gap={3}>
        <PartTitle id={titleId}>{t('privacy.deletion.progress.title')}</PartTitle>
        <MutedText>{t('privacy.deletion.progress.requestedOn', { date: formatDateTime(request.requestedAt, language) })}</MutedText>
        <Steps aria-label={t('privacy.deletion.progress.stepsLabel')}>
          {DELETION_STATUSES.map((status, index) => (
            <Step key={status} $reached={index <= reached} aria-current={index === reached ? 'step' : undefined}>
              {t(`privacy.deletion.progress.steps.${status}`)}
            </Step>
          ))}
        </Steps>
        <div role="status">
          <Paragraph>{t(`privacy.deletion.progress.message.${request.status}`)}</Paragraph>
        </div>
        {request.status === 'completed' && (
          <Row>
            <Button type="button" onClick={goHome} disabled={leaving}>
              {t('privacy.deletion.progress.home')}
            </Button>
          </Row>
        )}
      </Stack>
    </Region>
  );
}
