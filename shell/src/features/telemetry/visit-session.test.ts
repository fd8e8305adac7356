import { clientErrorInputSchema, cookieConsentInputSchema } from '@app/contracts';
import { VISIT_SESSION_KEY, timeOrderedId, visitSessionId } from './visit-session';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the visit session id (spec §3 session storage)', () => {
  it('is made from the time plus random bits when missing, and kept in sessionStorage', () => {
    const before = Date.now();
    const id = visitSessionId();

    expect(sessionStorage.getItem(VISIT_SESSION_KEY)).toBe(id);
    // A UUIDv7: the first 48 bits are the Unix time in milliseconds.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('is reused while the tab lives, e.g. one the cookie banner already made', () => {
    const existing = '0197a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
    sessionStorage.setItem(VISIT_SESSION_KEY, existing);
    expect(visitSessionId()).toBe(existing);
    expect(visitSessionId()).toBe(existing);
  });

  it('replaces a stored value that is not a uuid (the services would refuse it)', () => {
    sessionStorage.setItem(VISIT_SESSION_KEY, 'hello');
    expect(visitSessionId()).not.toBe('hello');
    expect(sessionStorage.getItem(VISIT_SESSION_KEY)).not.toBe('hello');
  });

  it('two ids made in the same millisecond still differ (the random part)', () => {
    expect(timeOrderedId(1_750_000_000_000)).not.toBe(timeOrderedId(1_750_000_000_000));
    expect(timeOrderedId(1_750_000_000_000).replace(/-/g, '').slice(0, 12)).toBe((1_750_000_000_000).toString(16).padStart(12, '0'));
  });

  it('is one id per page load when sessionStorage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(visitSessionId()).toBe(visitSessionId());
  });

  it('is accepted as session_id by the consent and telemetry contracts', () => {
    const sessionId = visitSessionId();
    expect(cookieConsentInputSchema.shape.sessionId.safeParse(sessionId).success).toBe(true);
    expect(clientErrorInputSchema.shape.sessionId.safeParse(sessionId).success).toBe(true);
  });
});
