import { describeServiceConformance } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';

describeServiceConformance(createAccountService, {
  name: 'account',
  documentedPaths: ['/cookie-consents', '/profile', '/settings', '/dashboard'],
  componentSchemas: [
    'CookieConsentInput',
    'CookieConsent',
    'Profile',
    'ProfileUpdateInput',
    'UserSettings',
    'UserSettingsInput',
    'Dashboard',
  ],
  malformedPathRequests: [['GET', '/api/account/deletion-requests/%FF']],
});
