import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

const DAY = 24 * 3_600_000;

/** The Set-Cookie line for `name`, if the answer set or cleared it. */
const setCookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const maxAgeOf = (line: string | undefined) => Number(/Max-Age=(\d+)/i.exec(line ?? '')?.[1]);
const clears = (line: string | undefined) => line !== undefined && /^[^=]+=;/.test(line) && /Expires=Thu, 01 Jan 1970/i.test(line);

describe.each(testDatabases())('the signed-in hint cookie on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('is set beside the session cookies at sign-in: readable by the page, only a flag, as long-lived as the refresh cookie', async () => {
    const email = uniqueEmail();
    const signup = await new Browser(service).signup(email);
    const hint = setCookieOf(signup, 'vitalia_signed_in');
    expect(hint).toMatch(/^vitalia_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/; Path=\/(;|$)/);
    expect(hint).not.toMatch(/; Secure/);
    expect(maxAgeOf(hint)).toBe(maxAgeOf(setCookieOf(signup, 'vitalia_refresh')));
    expect(maxAgeOf(hint)).toBeGreaterThan(29 * 24 * 3600);

    const login = await new Browser(service).login(email);
    expect(setCookieOf(login, 'vitalia_signed_in')).toMatch(/^vitalia_signed_in=1;/);
  });

  it('over https is __Host-vitalia_signed_in and Secure', async () => {
    const signup = await new Browser(service, { 'X-Forwarded-Proto': 'https' }).signup(uniqueEmail());
    const hint = setCookieOf(signup, '__Host-vitalia_signed_in');
    expect(hint).toMatch(/; Secure/);
    expect(hint).toMatch(/; Path=\/(;|$)/);
    expect(hint).not.toMatch(/Domain=/i);
  });

  it('is renewed by each refresh, with what is left of the session', async () => {
    const browser = new Browser(service);
    await browser.signup(uniqueEmail());
    clock.advance(2 * DAY);
    const refreshed = await browser.post('/refresh');
    expect(refreshed.status).toBe(200);
    const hint = setCookieOf(refreshed, 'vitalia_signed_in');
    expect(hint).toMatch(/^vitalia_signed_in=1;/);
    expect(maxAgeOf(hint)).toBe(maxAgeOf(setCookieOf(refreshed, 'vitalia_refresh')));
  });

  it('is cleared on sign-out', async () => {
    const browser = new Browser(service);
    await browser.signup(uniqueEmail());
    const logout = await browser.post('/logout', {});
    expect(logout.status).toBe(204);
    expect(clears(setCookieOf(logout, 'vitalia_signed_in'))).toBe(true);
    expect(browser.cookies.has('vitalia_signed_in')).toBe(false);
  });

  it('is cleared when the session has ended and a refresh is refused', async () => {
    const browser = new Browser(service);
    await browser.signup(uniqueEmail());
    clock.advance(7 * DAY + 3_600_000);
    const refused = await browser.post('/refresh');
    expect(refused.status).toBe(401);
    expect(clears(setCookieOf(refused, 'vitalia_signed_in'))).toBe(true);
  });

  it('is cleared when it outlived the refresh cookie, so the page stops asking', async () => {
    const browser = new Browser(service);
    browser.cookies.set('vitalia_signed_in', '1');
    const refused = await browser.post('/refresh');
    expect(refused.status).toBe(401);
    expect(clears(setCookieOf(refused, 'vitalia_signed_in'))).toBe(true);
  });
});
