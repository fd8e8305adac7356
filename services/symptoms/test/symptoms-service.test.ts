import { describeServiceConformance } from '@app/service-kit/testing';
import { createSymptomsService } from '../src/app';

describeServiceConformance(createSymptomsService, { name: 'symptoms', documentedPaths: [] });
