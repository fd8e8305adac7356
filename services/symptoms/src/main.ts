import { runService } from '@app/service-kit';
import { createSymptomsService } from './app';

void runService(createSymptomsService());
