import { mountStandalone } from '@app/ui/standalone';
import HistoryPage from './exposed/history-page';
import ProfilePage from './exposed/profile-page';
import SettingsPage from './exposed/settings-page';

void mountStandalone({ history: HistoryPage, profile: ProfilePage, settings: SettingsPage }, '/api/account');
