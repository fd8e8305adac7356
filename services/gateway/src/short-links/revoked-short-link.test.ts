import { revokedShortLink } from './revoked-short-link';

describe('a revocation seen passing through the gateway', () => {
  it('names the code when sharing revoked it', () => {
    expect(revokedShortLink({ method: 'DELETE', url: '/api/sharing/short-links/Ab12Cd' }, 204)).toBe('Ab12Cd');
    expect(revokedShortLink({ method: 'DELETE', url: '/api/sharing/short-links/Ab12Cd?lang=pt' }, 204)).toBe('Ab12Cd');
  });

  it('names nothing for a refused revocation or another request', () => {
    expect(revokedShortLink({ method: 'DELETE', url: '/api/sharing/short-links/Ab12Cd' }, 404)).toBeUndefined();
    expect(revokedShortLink({ method: 'GET', url: '/api/sharing/short-links/Ab12Cd' }, 204)).toBeUndefined();
    expect(revokedShortLink({ method: 'DELETE', url: '/api/sharing/short-links/Ab12Cd/more' }, 204)).toBeUndefined();
  });
});
