import { describeServiceConformance } from '@app/service-kit/testing';
import { createSharingService } from '../src/app';

describeServiceConformance(createSharingService, {
  name: 'sharing',
  documentedPaths: [
    '/s/{code}',
    '/short-links',
    '/short-links/{code}',
    '/shared/{code}',
    '/referral',
    '/referral-visits',
    '/referrals',
    '/internal/referral-status/{userId}',
  ],
  componentSchemas: [
    'CreateShortLinkInput',
    'CreatedShortLink',
    'OwnShortLinks',
    'SharedResult',
    'ShareSnapshot',
    'ReferralStatus',
    'ReferralVisitInput',
    'RecordReferralInput',
    'RecordedReferral',
    'ReferralUnlock',
  ],
  malformedPathRequests: [['GET', '/s/%FF']],
});
