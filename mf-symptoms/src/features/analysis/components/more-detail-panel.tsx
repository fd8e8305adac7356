import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Analysis, Language, RefineRequest } from '@app/contracts';
import { Button, Card, Paragraph, Row } from '@app/ui';
import { FollowUpForm } from './follow-up-form';
import { CardTitle } from './result-section';

const Panel = styled(Card)<{ $busy: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
  transition: opacity 0.2s ease;
`;

const Checklist = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Example = styled(Paragraph)`
  font-style: italic;
`;

const EmergencyLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  font-weight: 600;
`;

/** A thumb-sized target: whoever needs it may be in a hurry. */
const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 800;
  font-size: 1.1rem;
`;

const CHECKLIST = ['what', 'where', 'since', 'severity'] as const;

export interface MoreDetailPanelProps {
  language: Language;
  analysis: Pick<Analysis, 'id' | 'emergencyNumber' | 'followUpQuestions'>;
  /** A refinement with the prompts' answers is running: the panel stays, dimmed and marked busy. */
  refining: boolean;
  refineError: string | null;
  onRefine: (answers: RefineRequest['answers']) => void;
  /** Puts the person back in their description, to add to it and analyse again. */
  onAddDetail: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Shown instead of a result when the text held no finding the engine recognised ("asdf", "pain"): there is
 * nothing to rank, so it asks for what, where, since when and how bad, offers the answer's prompts, and keeps
 * the emergency number one tap away for whoever could not put it into words.
 */
export function MoreDetailPanel({ language, analysis, refining, refineError, onRefine, onAddDetail, headingRef }: MoreDetailPanelProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const titleId = useId();
  const { primary } = analysis.emergencyNumber;

  return (
    <Panel $busy={refining} aria-labelledby={titleId} aria-busy={refining}>
      <CardTitle id={titleId} ref={headingRef} tabIndex={-1}>
        {t('moreDetail.title')}
      </CardTitle>
      <Paragraph>{t('moreDetail.intro')}</Paragraph>
      <Checklist>
        {CHECKLIST.map((item) => (
          <li key={item}>{t(`moreDetail.${item}`)}</li>
        ))}
      </Checklist>
      <Example>{t('moreDetail.example')}</Example>
      <Row>
        <Button type="button" onClick={onAddDetail}>
          {t('moreDetail.addDetail')}
        </Button>
      </Row>
      <EmergencyLine>
        <span>{t('moreDetail.emergency')}</span>
        <CallLink href={`tel:${primary}`}>
          <span aria-hidden="true">☎</span>
          {t('emergency.call', { number: primary })}
        </CallLink>
      </EmergencyLine>
      {analysis.followUpQuestions.length > 0 && (
        <FollowUpForm
          // Answers belong to one analysis; a refinement of the same one keeps them.
          key={`follow-up-${analysis.id}`}
          language={language}
          questions={analysis.followUpQuestions}
          onRefine={onRefine}
          refining={refining}
          errorMessage={refineError}
        />
      )}
    </Panel>
  );
}
