import type { Language, UserSettings } from '@app/contracts';
import { Card, ErrorCard, Stack, failureMessage } from '@app/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { Hint, SuccessText, SwitchRow } from '../../settings/components/switch-row';
import { Switch } from '../../settings/components/switch';
import { saveExamAnalysisNotify } from '../api/exam-analysis-notify';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0;
`;

type Feedback = { kind: 'saving' } | { kind: 'saved'; notify: boolean } | { kind: 'failed'; message: string } | null;

interface NotifyToggleProps {
  settings: UserSettings;
  language: Language;
  apiBase: string;
  onSaved: (settings: UserSettings) => void;
}

/** "Notify me when exam analysis is ready": saved as soon as it is switched; a failed save puts the switch back. */
export function NotifyToggle({ settings, language, apiBase, onSaved }: NotifyToggleProps) {
  const { t } = useAccountTranslation();
  const id = useId();
  const [notify, setNotify] = useState(settings.exam_analysis_notify);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const saving = feedback?.kind === 'saving';

  async function change(wanted: boolean) {
    setNotify(wanted);
    setFeedback({ kind: 'saving' });
    try {
      const saved = await saveExamAnalysisNotify(apiBase, language, settings, wanted);
      onSaved(saved);
      setNotify(saved.exam_analysis_notify);
      setFeedback({ kind: 'saved', notify: saved.exam_analysis_notify });
    } catch (error) {
      setNotify(!wanted);
      setFeedback({ kind: 'failed', message: failureMessage(error, t('exams.notify.failed')) });
    }
  }

  return (
    <Card aria-busy={saving}>
      <Stack>
        <Title>{t('exams.notify.title')}</Title>
        <SwitchRow>
          <div>
            <label htmlFor={`${id}-notify`}>{t('exams.notify.label')}</label>
            <Hint id={`${id}-notify-hint`}>{t('exams.notify.hint')}</Hint>
          </div>
          <Switch
            id={`${id}-notify`}
            checked={notify}
            onChange={(wanted) => !saving && void change(wanted)}
            describedBy={`${id}-notify-hint`}
          />
        </SwitchRow>
        {feedback?.kind === 'failed' && <ErrorCard>{feedback.message}</ErrorCard>}
        <div role="status">
          {feedback?.kind === 'saving' && t('exams.notify.saving')}
          {feedback?.kind === 'saved' && <SuccessText>{t(feedback.notify ? 'exams.notify.savedOn' : 'exams.notify.savedOff')}</SuccessText>}
        </div>
      </Stack>
    </Card>
  );
}
