import { startTestService, type TestDatabase, type TestService } from '@app/service-kit/testing';
import { createIdentityService } from '../../src/app';

export const API = '/api/identity';
export const SITE = 'http://localhost:8080';
export const PASSWORD = 'correct horse battery staple';

/** A clock the tests move forward instead of sleeping. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

/** The identity service on a free port, with generous per-client limits unless a test sets its own. */
export async function startIdentity(database: TestDatabase, { env = {}, clock = testClock() }: { env?: Record<string, string>; clock?: TestClock } = {}) {
  const service = await startTestService((options) => createIdentityService({ ...options, clock: clock.now }), {
    database,
    env: {
      SIGNUP_RATE_LIMIT_PER_HOUR: '10000',
      EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE: '10000',
      PASSWORD_RESET_RATE_LIMIT_PER_CLIENT_PER_HOUR: '10000',
      PASSWORD_RESET_RATE_LIMIT_PER_EMAIL_PER_HOUR: '10000',
      VERIFICATION_RESEND_RATE_LIMIT_PER_CLIENT_PER_HOUR: '10000',
      VERIFICATION_RESEND_RATE_LIMIT_PER_EMAIL_PER_HOUR: '10000',
      // Nothing listens here: deliveries fail and stay in the outbox, where the tests read them.
      ACCOUNT_EVENTS_URL: 'http://127.0.0.1:9/internal/events',
      ...env,
    },
  });
  return { service, clock };
}

/** A browser: keeps the cookies identity sets and sends them back, from the site's own origin. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly service: TestService,
    private readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(path: string, { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await this.service.request(`${API}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: SITE }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request(path, { method: 'POST', body, headers });
  }

  signup(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    return this.post('/signup', { email, password, name: 'Ana Souza', language: 'pt', ...extra });
  }

  login(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    return this.post('/login', { email, password, ...extra });
  }

  me() {
    return this.request('/me');
  }
}

export async function errorOf(response: Response): Promise<{ code: string; message: string; details?: Array<{ path: string; message: string }> }> {
  return ((await response.json()) as { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } }).error;
}

/** A unique address per test, so tests in one suite do not share accounts or lockouts. */
let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@example.com`;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  links: string[];
}

/** The local outbox as the dev page lists it (newest first); it waits for mail still being sent. */
export async function outboxMessages(service: TestService): Promise<OutboxMessage[]> {
  const response = await service.request(`${API}/dev/outbox`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message sent to `email`, if any. */
export async function latestMailTo(service: TestService, email: string): Promise<OutboxMessage | undefined> {
  return (await outboxMessages(service)).find((message) => message.to === email);
}

/** The `token` query parameter of an e-mailed link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
