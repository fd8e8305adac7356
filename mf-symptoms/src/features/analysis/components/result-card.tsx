import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Analysis, Language, RefineRequest, SharingSlots } from '@app/contracts';
import { Card, Paragraph, ResultSection, Row, Spinner, TextListSection, UrgencyBadge } from '@app/ui';
import { FindCareLink } from '../../find-care/components/find-care-link';
import { formatAnalysisDate } from '../analysis-date';
import { hideInPrint, PrintOnly } from '../print-styles';
import { CareAdvice } from './care-advice';
import { FeedbackWidget } from './feedback-widget';
import { FollowUpForm } from './follow-up-form';
import { PossibleCauses } from './possible-causes';
import { PrintButton } from './print-button';
import { CardTitle } from './result-section';
import { UnderstoodFindings } from './understood-findings';

const Body = styled(Card)<{ $busy: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
  transition: opacity 0.2s ease;
  ${hideInPrint}
  /* On paper the card is the whole report: no frame, tighter spacing, so that it fits one page. */
  @media print {
    opacity: 1;
    border: 0;
    box-shadow: none;
    padding: 0;
    gap: ${({ theme }) => theme.space(3)};
    font-size: 11pt;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Updating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

const RedFlags = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(8)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  font-weight: 600;
`;

const ImportantNote = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
`;

const Words = styled(Paragraph)`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ResultCardProps {
  language: Language;
  apiBase: string;
  analysis: Analysis;
  /** The description as analysed, where the "what we understood" section highlights the findings. */
  analyzedText: string;
  /** A refinement is running: the card stays, dimmed and marked busy, until the update arrives. */
  refining: boolean;
  refineError: string | null;
  onRefine: (answers: RefineRequest['answers']) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** mf-sharing's widgets, handed down by the shell; without them the card offers no sharing. */
  sharing?: SharingSlots;
}

/**
 * Spec §2 result card: urgency, what to do, why, and the important note, then follow-ups, sharing and feedback.
 * Printed, it is a one-page report for a clinician: the person's words, what was understood, urgency, causes with
 * their evidence, next steps, date and engine version; whatever is marked `data-print-hide` stays off the paper.
 */
export function ResultCard({
  language,
  apiBase,
  analysis,
  analyzedText,
  refining,
  refineError,
  onRefine,
  headingRef,
  sharing,
}: ResultCardProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const titleId = useId();
  const level = t(`result.levels.${analysis.urgency}`);

  return (
    <Body $busy={refining} aria-labelledby={titleId} aria-busy={refining}>
      <Header>
        <CardTitle id={titleId} ref={headingRef} tabIndex={-1}>
          {t('result.title')}
        </CardTitle>
        <UrgencyBadge urgency={analysis.urgency} label={t('result.urgency', { level })} />
        {refining && (
          <Updating>
            <Spinner $size={18} />
            {t('result.updating')}
          </Updating>
        )}
      </Header>
      {analysis.summary && <Summary>{analysis.summary}</Summary>}
      <CareAdvice language={language} analysis={analysis} />
      <FindCareLink language={language} urgency={analysis.urgency} />
      {analysis.redFlags.length > 0 && (
        <ResultSection title={t('result.redFlags')}>
          <RedFlags>
            {analysis.redFlags.map((flag) => (
              <li key={flag.id}>{flag.label}</li>
            ))}
          </RedFlags>
        </ResultSection>
      )}
      {/* The findings section quotes the person's words; without findings the report still needs them. */}
      {analysis.understood.length === 0 && (
        <PrintOnly>
          <ResultSection title={t('result.yourWords')}>
            <Words>{analyzedText}</Words>
          </ResultSection>
        </PrintOnly>
      )}
      {/* What was read comes before what it may mean, so a misreading is seen before the causes built on it. */}
      <UnderstoodFindings language={language} analyzedText={analyzedText} findings={analysis.understood} />
      <PossibleCauses language={language} causes={analysis.possibleCauses} />
      <TextListSection title={t('result.nextSteps')} items={analysis.nextSteps} ordered />
      <TextListSection title={t('result.recommendations')} items={analysis.recommendations} />
      {analysis.followUpQuestions.length > 0 && (
        <FollowUpForm
          // A new analysis starts with empty answers; a refinement of the same one keeps them.
          key={`follow-up-${analysis.id}`}
          language={language}
          questions={analysis.followUpQuestions}
          onRefine={onRefine}
          refining={refining}
          errorMessage={refineError}
        />
      )}
      <ImportantNote>
        <ResultSection title={t('result.importantNote')}>
          <Paragraph>{analysis.disclaimer}</Paragraph>
        </ResultSection>
      </ImportantNote>
      <Actions data-print-hide>
        {sharing && <sharing.SharePanel analysisId={analysis.id} shareType="symptom_analysis" />}
        <Row>
          <PrintButton language={language} />
        </Row>
      </Actions>
      <FeedbackWidget key={`feedback-${analysis.id}`} language={language} apiBase={apiBase} analysisId={analysis.id} />
      <div>
        {analysis.fallbackFrom && <Meta>{t('result.fallback')}</Meta>}
        <Meta>{t('result.analyzedOn', { date: formatAnalysisDate(analysis.createdAt, language) })}</Meta>
        <Meta>{t('result.engineVersion', { version: analysis.engineVersion })}</Meta>
      </div>
    </Body>
  );
}
