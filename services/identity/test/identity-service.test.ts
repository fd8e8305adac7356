import { describeServiceConformance } from '@app/service-kit/testing';
import { createIdentityService } from '../src/app';

describeServiceConformance(createIdentityService, {
  name: 'identity',
  documentedPaths: ['/signup', '/login', '/refresh', '/logout', '/me', '/email-exists',
    '/.well-known/jwks.json',
    '/password-reset',
    '/password-reset/confirm',
    '/verify-email',
    '/verify-email/resend',
    '/dev/outbox',
    '/dev/outbox/{id}',
  ],
  componentSchemas: ['SignupRequest', 'SignupResponse', 'LoginRequest', 'LogoutRequest', 'AuthSession', 'CurrentUser', 'EmailExists',
    'JsonWebKeySet',
    'PasswordResetRequest',
    'PasswordResetConfirm',
    'ResendVerificationRequest',
    'MailRequestAccepted',
    'PasswordResetDone',
    'DevOutbox',
  ],
});
