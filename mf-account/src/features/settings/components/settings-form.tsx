import type { Language, UserSettings } from '@app/contracts';
import { Button, Card, ErrorCard, Row, Stack, failureMessage } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { Hint, SuccessText, SwitchRow } from './switch-row';
import { saveSettings } from '../api/save-settings';
import { Switch } from './switch';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

type Feedback = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

interface SettingsFormProps {
  settings: UserSettings;
  language: Language;
  apiBase: string;
  onSaved: (settings: UserSettings) => void;
}

export function SettingsForm({ settings, language, apiBase, onSaved }: SettingsFormProps) {
  const { t } = useAccountTranslation();
  const id = useId();
  const [emailAlerts, setEmailAlerts] = useState(settings.email_notifications);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function saveAll(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFeedback(null);
    try {
      onSaved(await saveSettings(apiBase, language, { ...settings, email_notifications: emailAlerts }));
      setFeedback({ kind: 'saved' });
    } catch (error) {
      setFeedback({ kind: 'failed', message: failureMessage(error, t('settings.saveError')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <form onSubmit={saveAll} aria-busy={saving}>
        <Stack>
          <Title>{t('settings.notifications.title')}</Title>
          <SwitchRow>
            <div>
              <label htmlFor={`${id}-alerts`}>{t('settings.notifications.emailAlerts')}</label>
              <Hint id={`${id}-alerts-hint`}>{t('settings.notifications.emailAlertsHint')}</Hint>
            </div>
            <Switch id={`${id}-alerts`} checked={emailAlerts} onChange={setEmailAlerts} describedBy={`${id}-alerts-hint`} />
          </SwitchRow>
          <Row>
            <Button type="submit" disabled={saving}>
              {saving ? t('settings.saving') : t('settings.saveAll')}
            </Button>
          </Row>
          {feedback?.kind === 'failed' && <ErrorCard>{feedback.message}</ErrorCard>}
          <div role="status">{feedback?.kind === 'saved' && <SuccessText>{t('settings.saved')}</SuccessText>}</div>
        </Stack>
      </form>
    </Card>
  );
}
