import { describeServiceConformance } from '@app/service-kit/testing';
import { createSharingService } from '../src/app';

describeServiceConformance(createSharingService, {
  name: 'sharing',
  documentedPaths: ['/s/{code}', '/short-links', '/short-links/{code}', '/shared/{code}'],
  componentSchemas: ['CreateShortLinkInput', 'CreatedShortLink', 'OwnShortLinks', 'SharedResult', 'ShareSnapshot'],
  malformedPathRequests: [['GET', '/s/%FF']],
});
