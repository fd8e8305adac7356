import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_PATTERN } from '@app/contracts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('hands out 10 distinct codes shaped XXXXX-XXXXX from the unambiguous alphabet', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^.{5}-.{5}$/);
      expect(code.replace('-', '')).toMatch(RECOVERY_CODE_PATTERN);
    }
  });

  it('hashes a code the same however it is typed, and differently under another key', () => {
    const key = randomBytes(32);
    const [code] = newRecoveryCodes(1);
    const hash = recoveryCodeHash(key, code!);
    expect(recoveryCodeHash(key, ` ${code!.toLowerCase().replace('-', ' ')} `)).toBe(hash);
    expect(hash).not.toContain(code!.replace('-', ''));
    expect(recoveryCodeHash(randomBytes(32), code!)).not.toBe(hash);
  });
});
