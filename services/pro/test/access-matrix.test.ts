import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import { startStripeDouble, type RunningStripeDouble } from '@app/stripe-double';
import Stripe from 'stripe';
import { errorOf, SITE, startProTestSite, type ProTestSite } from './support';

const STRIPE_KEY = 'sk_test_access_matrix';
const INTERNAL_TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

/** Every Pro endpoint a browser calls, with a body that is valid for it. */
const ENDPOINTS = {
  subscription: { method: 'GET', path: '/subscription' },
  checkout: { method: 'POST', path: '/checkout', body: { language: 'en' } },
  portal: { method: 'POST', path: '/portal', body: { language: 'en' } },
  family: { method: 'GET', path: '/family' },
  invite: { method: 'POST', path: '/family', body: { email: 'cousin@example.com', language: 'en' } },
  remove: { method: 'DELETE', path: '/family/kept%40example.com' },
  conversation: { method: 'GET', path: '/chat/messages' },
  chat: { method: 'POST', path: '/chat/messages', body: { content: 'What is a migraine?', language: 'en' } },
} as const;
type Endpoint = keyof typeof ENDPOINTS;
type Role = 'no test access' | 'test access, free' | 'Pro' | 'family member' | 'removed member' | 'cancelled owner';

/** The answer each role gets from each endpoint: a status, and the error code when refused. */
const MATRIX: Record<Role, Record<Endpoint, number | [number, string]>> = {
  'no test access': {
    subscription: 200,
    checkout: [403, 'test_access_required'],
    portal: [403, 'test_access_required'],
    family: [403, 'test_access_required'],
    invite: [403, 'test_access_required'],
    remove: [403, 'test_access_required'],
    conversation: [403, 'test_access_required'],
    chat: [403, 'test_access_required'],
  },
  'test access, free': {
    subscription: 200,
    checkout: 200,
    portal: [404, 'not_found'],
    family: [402, 'pro_required'],
    invite: [402, 'pro_required'],
    remove: [404, 'not_found'],
    conversation: [402, 'pro_required'],
    chat: [402, 'pro_required'],
  },
  Pro: { subscription: 200, checkout: [409, 'conflict'], portal: 200, family: 200, invite: 201, remove: 204, conversation: 200, chat: 201 },
  'family member': {
    subscription: 200,
    checkout: [409, 'conflict'],
    portal: [404, 'not_found'],
    family: [402, 'pro_required'],
    invite: [402, 'pro_required'],
    remove: [404, 'not_found'],
    conversation: 200,
    chat: 201,
  },
  'removed member': {
    subscription: 200,
    checkout: [403, 'test_access_required'],
    portal: [403, 'test_access_required'],
    family: [403, 'test_access_required'],
    invite: [403, 'test_access_required'],
    remove: [403, 'test_access_required'],
    conversation: [403, 'test_access_required'],
    chat: [403, 'test_access_required'],
  },
  'cancelled owner': {
    subscription: 200,
    checkout: 200,
    portal: 200,
    family: [402, 'pro_required'],
    invite: [402, 'pro_required'],
    remove: 204,
    conversation: [402, 'pro_required'],
    chat: [402, 'pro_required'],
  },
};

describe.each(testDatabases())('who may call which Pro endpoint, on %s', (database) => {
  let stripeDouble: RunningStripeDouble;
  let stripe: Stripe;
  let site: ProTestSite;

  beforeAll(async () => {
    stripeDouble = await startStripeDouble({ port: 0 });
    const { hostname, port } = new URL(stripeDouble.url);
    stripe = new Stripe(STRIPE_KEY, { host: hostname, port, protocol: 'http' });
    site = await startProTestSite(database, {
      PRO_TEST_ACCESS_EMAILS: 'free@example.com,owner@example.com,cancelled@example.com',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_API_URL: stripeDouble.url,
      STRIPE_PRICE_ID: 'price_pro_monthly',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await stripeDouble?.close();
  });

  /** An owner as checkout and Stripe's events leave them: a Stripe customer, a status, their e-mail. */
  async function owner(user: TestUser, status: string) {
    const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.userId } });
    await site.subscribe(user, status);
    await site.service.query('update pro.subscribers set stripe_customer_id = $2 where user_id = $1', [user.userId, customer.id]);
  }
  async function familyOf(owner: TestUser, member: TestUser, status: 'invited' | 'active') {
    await site.service.query(`insert into pro.family_members (owner_user_id, email, status, member_user_id) values ($1, $2, $3, $4)`, [
      owner.userId,
      member.email,
      status,
      status === 'active' ? member.userId : null,
    ]);
  }

  async function roleUser(role: Role): Promise<TestUser> {
    switch (role) {
      case 'no test access':
        return aUser('outsider@example.com');
      case 'test access, free':
        return aUser('free@example.com');
      case 'Pro': {
        const user = aUser('owner@example.com');
        await owner(user, 'active');
        await site.service.query(`insert into pro.family_members (owner_user_id, email) values ($1, 'kept@example.com')`, [user.userId]);
        return user;
      }
      case 'family member':
      case 'removed member': {
        const payer = aUser('owner@example.com');
        await owner(payer, 'active');
        const member = aUser('relative@example.com');
        await familyOf(payer, member, 'active');
        if (role === 'removed member') {
          expect((await site.asUser(payer, '/family/relative%40example.com', { method: 'DELETE' })).status).toBe(204);
        }
        return member;
      }
      case 'cancelled owner': {
        const user = aUser('cancelled@example.com');
        await owner(user, 'canceled');
        await site.service.query(`insert into pro.family_members (owner_user_id, email) values ($1, 'kept@example.com')`, [user.userId]);
        return user;
      }
    }
  }

  describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
    it.each(Object.keys(ENDPOINTS) as Endpoint[])('%s', async (endpoint) => {
      const user = await roleUser(role);
      const { method, path, ...rest } = ENDPOINTS[endpoint];
      const response = await site.asUser(user, path, { method, body: 'body' in rest ? rest.body : undefined });
      const [status, code] = typeof MATRIX[role][endpoint] === 'number' ? [MATRIX[role][endpoint]] : MATRIX[role][endpoint];
      expect({ status: response.status, code: response.ok ? undefined : (await errorOf(response)).code }).toEqual({ status, code });
    });
  });

  it('the subscription view says who has test access and where Pro comes from', async () => {
    const payer = aUser('owner@example.com');
    await owner(payer, 'active');
    const member = aUser('relative@example.com');
    await familyOf(payer, member, 'active');
    const view = async (user: TestUser) => {
      const response = await site.asUser(user, '/subscription');
      expect(response.headers.get('cache-control')).toContain('no-store');
      return response.json();
    };
    expect(await view(aUser('outsider@example.com'))).toMatchObject({ active: false, source: 'none', status: 'none', testAccess: false });
    expect(await view(aUser('free@example.com'))).toMatchObject({ active: false, source: 'none', testAccess: true });
    expect(await view(payer)).toMatchObject({ active: true, source: 'stripe', familyEmails: ['relative@example.com'], testAccess: true });
    expect(await view(member)).toMatchObject({ active: true, source: 'family', planType: 'pro', familyEmails: [], testAccess: true });
  });

  it('tells symptoms who has Pro features (unlimited history), to the internal token only', async () => {
    const payer = aUser('owner@example.com');
    await owner(payer, 'active');
    const member = aUser('relative@example.com');
    await familyOf(payer, member, 'active');
    const invited = aUser('invited@example.com');
    await familyOf(payer, invited, 'invited');
    const status = async (user: TestUser, token = INTERNAL_TOKEN) => {
      const response = await site.service.request(`/internal/pro-status/${user.userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: token } });
      return response.ok ? ((await response.json()) as { pro: boolean }).pro : response.status;
    };
    expect(await status(payer)).toBe(true);
    expect(await status(member)).toBe(true);
    expect(await status(invited)).toBe(false);
    expect(await status(aUser('free@example.com'))).toBe(false);
    expect(await status(payer, 'wrong')).toBe(401);
    await site.service.query(`update pro.subscribers set status = 'canceled' where user_id = $1`, [payer.userId]);
    expect(await status(member)).toBe(false);
  });

  it('checkout is a subscription-mode Stripe session that maps every later event to the user', async () => {
    const user = aUser('free@example.com');
    const response = await site.asUser(user, '/checkout', { method: 'POST', body: { language: 'pt' } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const sessionId = new URL(url).pathname.split('/').pop() ?? '';
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.userId,
      success_url: `${SITE}/pt/vitalia-pro?checkout=success`,
      cancel_url: `${SITE}/pt/vitalia-pro?checkout=cancelled`,
    });
    const [row] = await site.service.query<{ stripe_customer_id: string; email: string }>(
      'select stripe_customer_id, email from pro.subscribers where user_id = $1',
      [user.userId],
    );
    expect(session.customer).toBe(row.stripe_customer_id);
    expect(row.email).toBe('free@example.com');
    const again = await site.asUser(user, '/checkout', { method: 'POST', body: { language: 'en' } });
    expect(again.status).toBe(200);
    const [rows] = await site.service.query<{ count: string }>('select count(*)::text as count from pro.subscribers where user_id = $1', [
      user.userId,
    ]);
    expect(rows.count).toBe('1');
  });

  it('the portal opens for the owner’s Stripe customer and sends them back to the Pro page', async () => {
    const user = aUser('owner@example.com');
    await owner(user, 'active');
    const response = await site.asUser(user, '/portal', { method: 'POST', body: { language: 'de' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(new RegExp(`^${stripeDouble.url}/portal/`));
  });

  it('refuses a checkout body without a valid language, or with fields of its own', async () => {
    const user = aUser('free@example.com');
    for (const body of [{}, { language: 'it' }, { language: 'en', price: 'price_cheaper' }]) {
      const refused = await site.asUser(user, '/checkout', { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe('validation');
    }
  });
});

describe.each(testDatabases())('Pro billing settings on %s', (database) => {
  it('without Stripe, checkout answers 503 with a localised message; PRO_TEST_ACCESS=open lets every account in', async () => {
    const site = await startProTestSite(database, { PRO_TEST_ACCESS: 'open' });
    try {
      const anyone = aUser('anyone@example.com');
      expect(await (await site.asUser(anyone, '/subscription')).json()).toMatchObject({ testAccess: true });
      const refused = await site.asUser(anyone, '/checkout', { method: 'POST', body: { language: 'pt' }, language: 'pt' });
      expect(refused.status).toBe(503);
      expect(await errorOf(refused)).toEqual({
        code: 'unavailable',
        message: 'Os pagamentos estão indisponíveis no momento. Tente novamente em alguns minutos.',
      });
    } finally {
      await site.stop();
    }
  });
});
