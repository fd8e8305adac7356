import { runService } from '@app/service-kit';
import { createIdentityService } from './app';

void runService(createIdentityService());
