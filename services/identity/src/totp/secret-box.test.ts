import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from './secret-box';

describe('sealSecret / openSecret (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const userId = '7d1a3c1e-5a3f-4a4b-9a57-0f1e2d3c4b5a';

  it('opens what it sealed, and never seals the same secret to the same text twice', () => {
    const first = sealSecret(key, 'JBSWY3DPEHPK3PXP', userId);
    const second = sealSecret(key, 'JBSWY3DPEHPK3PXP', userId);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(openSecret(key, first, userId)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a ciphertext that was altered, moved to another user or sealed under another key', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', userId);
    const [version, iv, ciphertext, tag] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [version, iv, flipped.toString('base64url'), tag].join('.'), userId)).toThrow();
    expect(() => openSecret(key, sealed, 'another-user')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, userId)).toThrow();
    expect(() => openSecret(key, 'plain text', userId)).toThrow(/format/);
  });
});
