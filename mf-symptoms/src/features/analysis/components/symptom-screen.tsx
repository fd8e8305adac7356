import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Disclaimer, ErrorCard, Lead, PageTitle, Stack } from '@app/ui';
import { useSymptomAnalysis } from '../hooks/use-symptom-analysis';
import { AnalysisStatus } from './analysis-status';
import { SymptomForm } from './symptom-form';
import { WaitingPlaceholder } from './waiting-placeholder';

const ERROR_ID = 'symptom-analysis-error';

const BackButton = styled(Button)`
  align-self: flex-start;
`;

export interface SymptomScreenProps {
  language: Language;
  apiBase: string;
}

/** Spec §2 symptom screen: describe, analyse, and see what is happening at every step. */
export function SymptomScreen({ language, apiBase }: SymptomScreenProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const navigate = useNavigate();
  // The text lives here, not in the form, so no failure ever clears what the user typed.
  const [text, setText] = useState('');
  const { state, analyze } = useSymptomAnalysis(language, apiBase);
  const loading = state.status === 'loading';

  return (
    <Stack $gap={6}>
      <BackButton type="button" $variant="ghost" onClick={() => navigate(pathFor(language))}>
        <span aria-hidden="true">←</span>
        {t('page.back')}
      </BackButton>
      <div>
        <PageTitle>{t('page.title')}</PageTitle>
        <Lead>{t('page.intro')}</Lead>
      </div>
      <Card>
        <SymptomForm
          language={language}
          text={text}
          onTextChange={setText}
          onSubmit={() => void analyze(text)}
          loading={loading}
          invalid={state.status === 'error' && state.category === 'validation'}
          errorId={ERROR_ID}
        />
      </Card>
      {state.status === 'error' && <ErrorCard id={ERROR_ID}>{t(`errors.${state.category}`)}</ErrorCard>}
      <AnalysisStatus language={language} loading={loading} received={state.status === 'success'} />
      {state.status !== 'success' && <WaitingPlaceholder language={language} />}
      <Disclaimer>{t('disclaimer')}</Disclaimer>
    </Stack>
  );
}
