import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ReferralCardProps, ReferralStatus } from '@app/contracts';
import { Card, LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { Feedback, type FeedbackMessage } from '../../../shared/feedback';
import { LinkActions } from '../../../shared/link-actions';
import { referralQuery } from '../api/get-referral';
import { REFERRAL_GOAL, referralProgress } from '../referral-progress';

const Title = styled.h2`
  font-size: 1.25rem;
  margin: 0;
`;

const Text = styled.p`
  margin: 0;
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width 0.3s ease;
`;

const Strong = styled(Text)`
  font-weight: 600;
`;

function ReferralProgressView({ language, status }: Pick<ReferralCardProps, 'language'> & { status: ReferralStatus }) {
  const { t } = useTranslation('sharing', { lng: language });
  const { done, missing, unlocked: goalReached, nudge } = referralProgress(status.completed);
  // The service decides the unlock; the count alone would miss an unlock it grants for another reason.
  const unlocked = status.unlocked || goalReached;
  const progressText = t('referral.progress', { done, total: REFERRAL_GOAL });
  return (
    <>
      <Track
        role="progressbar"
        aria-label={t('referral.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={REFERRAL_GOAL}
        aria-valuenow={done}
        aria-valuetext={progressText}
      >
        <Fill $percent={(done / REFERRAL_GOAL) * 100} />
      </Track>
      <Muted>{progressText}</Muted>
      {unlocked ? <Strong>{t('referral.unlocked')}</Strong> : <Strong>{t('referral.missing', { count: missing })}</Strong>}
      {!unlocked && nudge && <Text>{t('referral.nudge')}</Text>}
    </>
  );
}

/** Spec §4, §9: the referral link to pass on and the progress towards the 3 friends that unlock the full history. */
export function ReferralCard({ language, apiBase }: ReferralCardProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const titleId = useId();
  const { resource, retry } = useResource(referralQuery(apiBase, language));
  const [message, setMessage] = useState<FeedbackMessage>(null);

  let body: ReactNode;
  if (resource.status === 'loading') body = <LoadingState label={t('referral.loading')} />;
  else if (resource.status === 'error') {
    body = <RetryError message={t('referral.loadError')} retryLabel={t('actions.retry')} onRetry={retry} />;
  } else if (resource.data === null) {
    // Guests have no referral programme: nothing to show rather than an error.
    return null;
  } else {
    body = (
      <>
        <LinkActions
          language={language}
          url={resource.data.url}
          content="referral"
          label={t('referral.linkLabel')}
          shareTitle={t('referral.shareTitle')}
          shareText={t('referral.shareText')}
          shareErrorKey="messages.linkShareError"
          onMessage={setMessage}
        />
        <Feedback message={message} />
        <ReferralProgressView language={language} status={resource.data} />
      </>
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Title id={titleId}>{t('referral.title')}</Title>
        <Muted>{t('referral.description')}</Muted>
        {body}
      </Stack>
    </Card>
  );
}
