import { newGuestId, signGuestId, verifyGuestCookie } from './guest-cookie';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('the signed guest cookie', () => {
  it('gives back the guest id it signed', () => {
    const guestId = newGuestId();
    expect(verifyGuestCookie(signGuestId(guestId, SECRET), SECRET)).toBe(guestId);
  });

  it('ignores a cookie whose guest id was changed', () => {
    const signed = signGuestId(newGuestId(), SECRET);
    const forged = `${newGuestId()}${signed.slice(signed.indexOf('.'))}`;
    expect(verifyGuestCookie(forged, SECRET)).toBeUndefined();
  });

  it('ignores a cookie signed with another secret', () => {
    expect(verifyGuestCookie(signGuestId(newGuestId(), 'another-secret-that-is-long-enough-99'), SECRET)).toBeUndefined();
  });

  it.each([undefined, '', 'no-dot', `${newGuestId()}.`, 'not-a-uuid.c2lnbmF0dXJl', `${newGuestId()}.!!!`])(
    'ignores the malformed value %p',
    (value) => {
      expect(verifyGuestCookie(value, SECRET)).toBeUndefined();
    },
  );
});
