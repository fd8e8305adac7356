import { describeServiceConformance } from '@app/service-kit/testing';
import { createSharingService } from '../src/app';

describeServiceConformance(createSharingService, {
  name: 'sharing',
  documentedPaths: ['/s/{code}'],
  malformedPathRequests: [['GET', '/s/%FF']],
});
