import { readApiError } from './api-error-body';
import { apiErrorSchema } from './api-error';

const samples: unknown[] = [
  { error: { code: 'validation', message: 'Bad input', details: [{ path: 'email', message: 'invalid_email' }] } },
  { error: { code: 'unauthorized', message: 'Sign in' } },
  { error: { code: 'not_found', message: 7 } },
  { error: { code: 'conflict', message: 'x', details: [{ path: 'a' }] } },
  { error: 'internal' },
  '<html>Bad gateway</html>',
  null,
];

describe('readApiError', () => {
  it('reads the code, message and details of an API error', () => {
    expect(readApiError(samples[0])).toEqual({
      code: 'validation',
      message: 'Bad input',
      details: [{ path: 'email', message: 'invalid_email' }],
    });
    expect(readApiError(samples[1])).toEqual({ code: 'unauthorized', message: 'Sign in', details: [] });
  });

  it.each(samples)('accepts what apiErrorSchema accepts and refuses what it refuses: %j', (body) => {
    expect(readApiError(body) !== undefined).toBe(apiErrorSchema.safeParse(body).success);
  });
});
