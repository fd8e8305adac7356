import { describeServiceConformance } from '@app/service-kit/testing';
import { createProService } from '../src/app';

describeServiceConformance(createProService, {
  name: 'pro',
  documentedPaths: ['/subscription', '/family'],
  componentSchemas: ['Subscription', 'Family', 'FamilyMemberInput'],
});
