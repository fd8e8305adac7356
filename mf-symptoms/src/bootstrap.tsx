import { mountStandalone } from '@app/ui/standalone';
import SymptomsPage from './exposed/symptoms-page';

void mountStandalone({ symptoms: SymptomsPage }, '/api/symptoms');
