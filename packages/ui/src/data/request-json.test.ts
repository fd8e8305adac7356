import { jsonResponse, mockFetch } from '../testing';
import { ApiRequestError, failureMessage, send } from './request-json';

describe('send', () => {
  it("turns an error answer into an ApiRequestError with the service's message and field details", async () => {
    mockFetch(
      jsonResponse(
        { error: { code: 'forbidden', message: 'Senha incorreta.', details: [{ path: 'password', message: 'invalid_password' }] } },
        403,
      ),
    );

    const error = await send('/api/x', { language: 'pt', method: 'POST', body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, message: 'Senha incorreta.' });
    expect((error as ApiRequestError).hasDetail('password', 'invalid_password')).toBe(true);
    expect((error as ApiRequestError).hasDetail('code', 'invalid_code')).toBe(false);
  });

  it('keeps only the status of an answer that is not the error envelope, so the page shows its own text', async () => {
    mockFetch({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('not JSON')) } as unknown as Response);

    const error = await send('/api/x', { language: 'en' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, message: '', details: [] });
    expect(failureMessage(error, 'Fallback')).toBe('Fallback');
  });
});
