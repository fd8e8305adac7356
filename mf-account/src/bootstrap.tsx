import type { RemotePageProps } from '@app/contracts';
import { mountStandalone } from '@app/ui/standalone';
import HistoryPage from './exposed/history-page';
import ProfilePage from './exposed/profile-page';
import SettingsPage from './exposed/settings-page';

// The history lists analyses, which the symptoms service keeps (the shell hands it the same base).
function SymptomsHistoryPage(props: RemotePageProps) {
  return <HistoryPage {...props} apiBase="/api/symptoms" />;
}

void mountStandalone({ history: SymptomsHistoryPage, profile: ProfilePage, settings: SettingsPage }, '/api/account');
