import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ReferralCardProps } from '@app/contracts';
import { Card, Stack } from '@app/ui';
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

/** The referral programme card: progress towards the 3 friends that unlock the full history. */
export function ReferralCard({ language, completedReferrals }: ReferralCardProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const { done, missing, unlocked, nudge } = referralProgress(completedReferrals);
  const titleId = useId();
  const progressText = t('referral.progress', { done, total: REFERRAL_GOAL });

  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Title id={titleId}>{t('referral.title')}</Title>
        <Muted>{t('referral.description')}</Muted>
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
        {nudge && <Text>{t('referral.nudge')}</Text>}
      </Stack>
    </Card>
  );
}
