import {
  startSmtpMailbox,
  startTestService,
  type ReceivedMail,
  type StartTestServiceOptions,
  type TestDatabase,
  type TestService,
} from '@app/service-kit/testing';
import { createIdentityService, type IdentityService } from '../../src/app';

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

/** Which e-mail a message is, told by where its link leads. */
export type MailKind = 'password-reset' | 'email-verification';
const LINK_PATH: Record<MailKind, string> = { 'password-reset': '/reset-password', 'email-verification': `${API}/verify-email` };

/** What the service's mail server received; every read first waits for the mail the service still has queued. */
export class Mailbox {
  constructor(
    private readonly received: readonly ReceivedMail[],
    private readonly settled: () => Promise<void>,
  ) {}

  /** Newest first; only those to `email` (and of `kind`) when given. */
  async messages(email?: string, kind?: MailKind): Promise<ReceivedMail[]> {
    await this.settled();
    return [...this.received]
      .reverse()
      .filter((mail) => email === undefined || mail.to.includes(email))
      .filter((mail) => kind === undefined || (mail.links[0] !== undefined && new URL(mail.links[0]).pathname === LINK_PATH[kind]));
  }

  /** The newest message of `kind` to `email`, if any. */
  async latest(email: string, kind: MailKind): Promise<ReceivedMail | undefined> {
    return (await this.messages(email, kind))[0];
  }
}

/**
 * The identity service on a free port, with generous per-client limits unless a test sets its own, and
 * its SMTP_URL on an SMTP server of its own (none with `smtp: false`). Stopping the service stops that too.
 */
export async function startIdentity(
  database: TestDatabase,
  {
    env = {},
    clock = testClock(),
    smtp = true,
    logs,
  }: { env?: Record<string, string>; clock?: TestClock; smtp?: boolean; logs?: StartTestServiceOptions['logs'] } = {},
) {
  const smtpServer = smtp ? await startSmtpMailbox() : undefined;
  let identity: IdentityService | undefined;
  let started: TestService;
  try {
    started = await startTestService((options) => (identity = createIdentityService({ ...options, clock: clock.now })), {
      database,
      logs,
      env: {
        SIGNUP_RATE_LIMIT_PER_HOUR: '10000',
        EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE: '10000',
        PASSWORD_RESET_RATE_LIMIT_PER_CLIENT_PER_HOUR: '10000',
        PASSWORD_RESET_RATE_LIMIT_PER_EMAIL_PER_HOUR: '10000',
        VERIFICATION_RESEND_RATE_LIMIT_PER_CLIENT_PER_HOUR: '10000',
        VERIFICATION_RESEND_RATE_LIMIT_PER_EMAIL_PER_HOUR: '10000',
        // Nothing listens here: deliveries fail and stay in the outbox, where the tests read them.
        ACCOUNT_EVENTS_URL: 'http://127.0.0.1:9/internal/events',
        SHARING_EVENTS_URL: 'http://127.0.0.1:9/internal/events',
        ...(smtpServer ? { SMTP_URL: smtpServer.url } : {}),
        ...env,
      },
    });
  } catch (error) {
    await smtpServer?.close();
    throw error;
  }
  const service: TestService = {
    ...started,
    stop: async () => {
      try {
        await started.stop();
      } finally {
        await smtpServer?.close();
      }
    },
  };
  return { service, clock, mailbox: new Mailbox(smtpServer?.received ?? [], () => identity!.mailSettled()) };
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

  async request(
    path: string,
    { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
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

export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; details?: Array<{ path: string; message: string }> }> {
  return ((await response.json()) as { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } })
    .error;
}

/** A unique address per test, so tests in one suite do not share accounts or lockouts. */
let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@example.com`;
}

/** The `token` query parameter of an e-mailed link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
