import { runService } from '@app/service-kit';
import { createProService } from './app';

void runService(createProService());
