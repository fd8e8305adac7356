import { loadConfig } from '../config/load-config';
import { authConfigShape, DEFAULT_IDENTITY_JWKS_URL } from './auth-config';

describe('authConfigShape', () => {
  it("points at identity's JWKS on the embedded layout by default", () => {
    expect(loadConfig(authConfigShape, {}).IDENTITY_JWKS_URL).toBe(DEFAULT_IDENTITY_JWKS_URL);
    expect(DEFAULT_IDENTITY_JWKS_URL).toBe('http://127.0.0.1:4001/api/identity/.well-known/jwks.json');
  });

  it('refuses a JWKS address that is not http(s)', () => {
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() => loadConfig(authConfigShape, { IDENTITY_JWKS_URL: 'file:///etc/keys.json' }, { exit, print: () => {} })).toThrow('exit 1');
  });
});
