import { runService } from '@app/service-kit';
import { createAccountService } from './app';

void runService(createAccountService());
