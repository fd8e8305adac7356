import { inviteError, normaliseEmail } from './invite-error';

describe('inviteError', () => {
  it.each(['', 'ana', 'ana@', 'ana@example', 'a na@example.com', '@example.com'])('rejects %p as not an e-mail', (email) => {
    expect(inviteError(email, [])).toBe('invalidEmail');
  });

  it('rejects an e-mail already invited, whatever its case', () => {
    expect(inviteError(normaliseEmail(' Ana@Example.com '), ['ana@example.com'])).toBe('emailExists');
  });

  it('rejects a fourth person', () => {
    expect(inviteError('d@example.com', ['a@example.com', 'b@example.com', 'c@example.com'])).toBe('limitReached');
  });

  it('accepts a new e-mail while fewer than 3 are invited', () => {
    expect(inviteError('c@example.com', ['a@example.com', 'b@example.com'])).toBeNull();
  });
});
