import { describeServiceConformance } from '@app/service-kit/testing';
import { createIdentityService } from '../src/app';

describeServiceConformance(createIdentityService, { name: 'identity', documentedPaths: [] });
