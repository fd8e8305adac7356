import { describeServiceConformance } from '@app/service-kit/testing';
import { createProService } from '../src/app';

describeServiceConformance(createProService, {
  name: 'pro',
  documentedPaths: [
    '/subscription',
    '/checkout',
    '/portal',
    '/stripe/webhook',
    '/family',
    '/family/{email}',
    '/chat/messages',
    '/internal/pro-status/{userId}',
  ],
  componentSchemas: [
    'Subscription',
    'BillingPageInput',
    'BillingRedirect',
    'Family',
    'FamilyMember',
    'FamilyMemberInput',
    'ChatMessage',
    'ChatConversation',
    'ChatMessageInput',
    'ChatExchange',
    'ProStatus',
  ],
});
