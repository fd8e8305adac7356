import { runService } from '@app/service-kit';
import { createSharingService } from './app';

void runService(createSharingService());
