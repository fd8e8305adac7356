import { describeServiceConformance } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';

describeServiceConformance(createAccountService, { name: 'account', documentedPaths: ['/cookie-consents'], componentSchemas: ['CookieConsentInput', 'CookieConsent'] });
