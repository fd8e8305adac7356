import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'qwerty123', 'Password1', 'iloveyou'])('flags %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('violet-harbour-17-kettle')).toBe(false);
  });
});
