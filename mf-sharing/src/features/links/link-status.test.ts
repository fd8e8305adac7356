import { linkStatus } from './link-status';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('linkStatus', () => {
  it('is active until the expiry moment, and for ever when the link never expires', () => {
    expect(linkStatus({ revoked: false, expiresAt: '2025-06-01T12:00:01Z' }, NOW)).toBe('active');
    expect(linkStatus({ revoked: false, expiresAt: null }, NOW)).toBe('active');
  });

  it('is expired from the expiry moment on', () => {
    expect(linkStatus({ revoked: false, expiresAt: '2025-06-01T12:00:00Z' }, NOW)).toBe('expired');
  });

  it('is revoked once revoked, expired or not', () => {
    expect(linkStatus({ revoked: true, expiresAt: '2025-01-01T00:00:00Z' }, NOW)).toBe('revoked');
    expect(linkStatus({ revoked: true, expiresAt: null }, NOW)).toBe('revoked');
  });
});
