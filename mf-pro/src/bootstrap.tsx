import { mountStandalone } from '@app/ui/standalone';
import ChatPage from './exposed/chat-page';
import FamilyPage from './exposed/family-page';
import ProPage from './exposed/pro-page';

void mountStandalone({ pro: ProPage, chat: ChatPage, family: FamilyPage }, '/api/pro');
