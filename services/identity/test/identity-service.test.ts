import { describeServiceConformance } from '@app/service-kit/testing';
import { createIdentityService } from '../src/app';

describeServiceConformance(createIdentityService, {
  name: 'identity',
  documentedPaths: ['/signup', '/login', '/refresh', '/logout', '/me', '/email-exists', '/.well-known/jwks.json'],
  componentSchemas: ['SignupRequest', 'SignupResponse', 'LoginRequest', 'LogoutRequest', 'AuthSession', 'CurrentUser', 'EmailExists', 'JsonWebKeySet'],
});
