import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language, RefineRequest, SharingSlots } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Disclaimer, ErrorCard, Lead, PageTitle, Stack, useOnlineStatus } from '@app/ui';
import { OfflineEmergencyCard } from '../../offline/components/offline-emergency-card';
import { useSymptomAnalysis, type ShownError } from '../hooks/use-symptom-analysis';
import { hideInPrint } from '../print-styles';
import { EMPTY_PERSON_DETAILS, isAgeValid, toPatientContext, type PersonDetailsDraft } from '../person-details';
import { AnalysisStatus } from './analysis-status';
import { EmergencyBanner } from './emergency-banner';
import { MoreDetailPanel } from './more-detail-panel';
import { PersonDetailsFieldset } from './person-details-fieldset';
import { ResultCard } from './result-card';
import { SymptomForm } from './symptom-form';
import { WaitingPlaceholder } from './waiting-placeholder';

const ERROR_ID = 'symptom-analysis-error';

const Screen = styled(Stack)`
  ${hideInPrint}
`;

const BackButton = styled(Button)`
  align-self: flex-start;
`;

export interface SymptomScreenProps {
  language: Language;
  apiBase: string;
  /** mf-sharing's widgets from the shell, for the result card's share panel. */
  sharing?: SharingSlots;
}

/** Spec §2 symptom screen: describe, analyse, refine, and see what is happening at every step. */
export function SymptomScreen({ language, apiBase, sharing }: SymptomScreenProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const navigate = useNavigate();
  // The text and details live here, not in the form, so no failure ever clears what the user typed.
  const [text, setText] = useState('');
  const [person, setPerson] = useState<PersonDetailsDraft>(EMPTY_PERSON_DETAILS);
  const [showAgeError, setShowAgeError] = useState(false);
  const { state, analyze, refine } = useSymptomAnalysis(language, apiBase, { onKeptTextFound: setText });
  const online = useOnlineStatus();
  const { analysis, pending, error } = state;
  const emergency = analysis?.urgency === 'emergency';

  const ageRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  // The heading of whichever answer is shown: the result card's, or the "tell us more" panel's.
  const answerHeadingRef = useRef<HTMLHeadingElement>(null);

  // Each new or refined answer takes the focus: the emergency banner first, else the answer's heading.
  useEffect(() => {
    if (!analysis) return;
    (analysis.urgency === 'emergency' ? bannerRef : answerHeadingRef).current?.focus();
  }, [analysis]);

  const submit = () => {
    if (!isAgeValid(person.age)) {
      setShowAgeError(true);
      const age = ageRef.current;
      age?.closest('details')?.setAttribute('open', '');
      age?.focus();
      return;
    }
    setShowAgeError(false);
    void analyze(text, toPatientContext(person));
  };

  const onRefine = (answers: RefineRequest['answers']) =>
    void refine(answers, isAgeValid(person.age) ? toPatientContext(person) : undefined);
  const message = (shown: ShownError) => shown.serverMessage ?? t(`errors.${shown.category}`);
  const refineError = error?.during === 'refine' ? message(error) : null;
  // The caret goes after the last word: adding to the description is what the person came back to do.
  const addToDescription = () => {
    const field = textRef.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  };

  return (
    // Printed, the screen is the result card's report: the form and the rest stay off the paper.
    <Screen $gap={6}>
      <BackButton type="button" $variant="ghost" data-print-hide onClick={() => navigate(pathFor(language))}>
        <span aria-hidden="true">←</span>
        {t('page.back')}
      </BackButton>
      <div data-print-hide>
        <PageTitle>{t('page.title')}</PageTitle>
        <Lead>{t('page.intro')}</Lead>
      </div>
      {!online && <OfflineEmergencyCard language={language} kept={state.kept !== null} />}
      {analysis && emergency && <EmergencyBanner ref={bannerRef} language={language} analysis={analysis} />}
      <Card data-print-hide>
        <SymptomForm
          language={language}
          text={text}
          onTextChange={setText}
          onSubmit={submit}
          loading={pending === 'analyze'}
          invalid={error?.category === 'validation'}
          errorId={ERROR_ID}
          textRef={textRef}
        >
          <PersonDetailsFieldset
            language={language}
            value={person}
            onChange={setPerson}
            showAgeError={showAgeError}
            ageRef={ageRef}
            disabled={pending === 'analyze'}
          />
        </SymptomForm>
      </Card>
      {error?.during === 'analyze' && (
        <ErrorCard id={ERROR_ID} data-print-hide>
          {message(error)}
        </ErrorCard>
      )}
      <div data-print-hide>
        <AnalysisStatus language={language} pending={pending} outcome={state.outcome} resumed={state.resumed} />
      </div>
      {analysis && !analysis.needsMoreDetail && (
        <ResultCard
          language={language}
          apiBase={apiBase}
          analysis={analysis}
          analyzedText={state.analyzedText}
          refining={pending === 'refine'}
          refineError={refineError}
          onRefine={onRefine}
          headingRef={answerHeadingRef}
          sharing={sharing}
        />
      )}
      {analysis?.needsMoreDetail && (
        <MoreDetailPanel
          language={language}
          analysis={analysis}
          refining={pending === 'refine'}
          refineError={refineError}
          onRefine={onRefine}
          onAddDetail={addToDescription}
          headingRef={answerHeadingRef}
        />
      )}
      {!analysis && <WaitingPlaceholder language={language} />}
      {/* The result card carries the analysis' own note; without one, the screen's stands in. */}
      {(!analysis || analysis.needsMoreDetail) && <Disclaimer>{t('disclaimer')}</Disclaimer>}
    </Screen>
  );
}
