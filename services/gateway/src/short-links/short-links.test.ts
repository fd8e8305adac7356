import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { guestKeyOf } from '@app/service-kit';
import { aUser, startTestIdentity, type TestIdentity } from '@app/service-kit/testing';
import type { ShortLinkClick, ShortLinkTarget } from '@app/contracts';
import { createGatewayApp } from '../app';
import { loadGatewayConfig } from '../config';
import { shortLinks, type ShortLinks } from './short-links';
import type { SharingLinks } from './sharing-links';

/** The sharing service as the gateway sees it: its links, its revocation feed, and the clicks it counted (once per id). */
function fakeSharing() {
  const links = new Map<string, ShortLinkTarget>();
  const revoked: string[] = [];
  const counted = new Map<string, ShortLinkClick>();
  const state = { lookups: 0, reachable: true, overflowing: false };
  const sharing: SharingLinks = {
    lookup: async (code) => {
      state.lookups += 1;
      if (!state.reachable) throw new Error('connect ECONNREFUSED');
      return links.get(code) ?? null;
    },
    revocationsSince: async (since) => ({
      codes: since ? [...revoked] : [],
      until: new Date().toISOString(),
      complete: !state.overflowing,
    }),
    recordClicks: async (clicks) => {
      let recorded = 0;
      for (const click of clicks) {
        if (counted.has(click.id)) continue;
        counted.set(click.id, click);
        recorded += 1;
      }
      return { recorded, skipped: clicks.length - recorded };
    },
  };
  return {
    sharing,
    state,
    counted,
    add: (link: Partial<ShortLinkTarget> & { code: string }) =>
      links.set(link.code, {
        target: `/en/shared-analysis/${link.code}?utm_source=share`,
        expiresAt: null,
        recordsVisits: true,
        sharedByUserId: null,
        sharedByGuestKey: null,
        ...link,
      }),
    revoke: (code: string) => {
      links.delete(code);
      revoked.push(code);
    },
    clicksOf: (code: string) => [...counted.values()].filter((click) => click.code === code),
  };
}

const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity.stop();
});

/** A gateway on its own data folder, with sharing faked, the clock given, and the visit budget `visitLimit`. */
async function gatewayWith(fake: ReturnType<typeof fakeSharing>, { now = Date.now, visitLimit = 1000 } = {}) {
  // Sharing's public API behind the gateway: the owner's revocation answers 204.
  const sharingApi = createServer((req, res) => {
    const code = /^\/api\/sharing\/short-links\/(\w+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'DELETE' && code) fake.revoke(code);
    res.writeHead(code ? 204 : 404).end();
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => sharingApi.once('listening', resolve));
  const config = loadGatewayConfig({
    SHARING_URL: `http://127.0.0.1:${(sharingApi.address() as AddressInfo).port}`,
    SHELL_DIST: shellDist,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-data-')),
    IDENTITY_JWKS_URL: identity.jwksUrl,
    VISIT_RATE_LIMIT_PER_MINUTE: String(visitLimit),
  });
  const logger = pino({ level: 'silent' });
  const links: ShortLinks = shortLinks(config, logger, { sharing: fake.sharing, now });
  const server: Server = createGatewayApp(config, logger, { shortLinks: links }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    links,
    follow: (code: string, init: RequestInit = {}) => fetch(`${origin}/s/${code}`, { redirect: 'manual', ...init }),
    revokeThroughSite: (code: string) => fetch(`${origin}/api/sharing/short-links/${code}`, { method: 'DELETE' }),
    close: async () => {
      await links.close();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => sharingApi.close(resolve));
    },
  };
}

describe('a short link answered at the gateway', () => {
  const fake = fakeSharing();
  let gateway: Awaited<ReturnType<typeof gatewayWith>>;
  beforeAll(async () => {
    gateway = await gatewayWith(fake);
  });
  afterAll(() => gateway.close());

  it('redirects to the link, uncached by browsers, asking sharing on the first visit only', async () => {
    fake.add({ code: 'Hit123' });
    const before = fake.state.lookups;
    for (let i = 0; i < 3; i += 1) {
      const response = await gateway.follow('Hit123');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/en/shared-analysis/Hit123?utm_source=share');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(fake.state.lookups - before).toBe(1);
  });

  it('asks sharing once for many visitors arriving together', async () => {
    fake.add({ code: 'Crowd1' });
    const before = fake.state.lookups;
    await Promise.all(Array.from({ length: 20 }, () => gateway.follow('Crowd1')));
    expect(fake.state.lookups - before).toBe(1);
  });

  it.each([
    ['an unknown code', 'Nope42'],
    ['a malformed code', '%3Cscript%3E'],
    ['malformed percent-encoding', '%FF'],
  ])('sends %s home', async (_kind, code) => {
    const response = await gateway.follow(code);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('remembers a code without a link for a while, and never asks about a malformed one', async () => {
    const before = fake.state.lookups;
    await gateway.follow('Ghost1');
    await gateway.follow('Ghost1');
    await gateway.follow('%3Cscript%3E');
    expect(fake.state.lookups - before).toBe(1);
  });

  it('counts each visit once, with what is kept of the visitor, and names it in the share-visit cookie', async () => {
    fake.add({ code: 'Count1' });
    const response = await gateway.follow('Count1', {
      headers: { 'user-agent': 'Visitor/1.0', referer: 'https://news.example/article?reader=ana' },
    });
    const cookie = response.headers.getSetCookie().find((set) => set.startsWith('vitalia_share_visit='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await gateway.links.drained();
    const [click] = fake.clicksOf('Count1');
    expect(cookie).toContain(`vitalia_share_visit=${click!.id};`);
    expect(click).toMatchObject({ ipAddress: '127.0.0.0/24', userAgent: 'Visitor/1.0', referrerUrl: 'https://news.example' });
  });

  it('counts a link that records no visits without setting the cookie', async () => {
    fake.add({ code: 'NoVis1', recordsVisits: false });
    const response = await gateway.follow('NoVis1');
    expect(response.headers.getSetCookie()).toEqual([]);
    await gateway.links.drained();
    expect(fake.clicksOf('NoVis1')).toHaveLength(1);
  });

  it("counts neither a HEAD (a link preview) nor the sharer's own visits, as a guest or signed in", async () => {
    const user = aUser();
    fake.add({ code: 'Guest1', sharedByGuestKey: guestKeyOf('guest-cookie.sig') });
    fake.add({ code: 'Owner1', sharedByUserId: user.userId });

    expect((await gateway.follow('Guest1', { method: 'HEAD' })).headers.get('location')).toContain('/Guest1');
    expect((await gateway.follow('Guest1', { headers: { cookie: 'vitalia_guest=guest-cookie.sig' } })).status).toBe(302);
    const own = await gateway.follow('Owner1', { headers: { cookie: `vitalia_access=${await identity.tokenFor(user)}` } });
    expect(own.headers.getSetCookie()).toEqual([]);
    const someoneElse = await gateway.follow('Owner1', { headers: { cookie: `vitalia_access=${await identity.tokenFor(aUser())}` } });
    expect(someoneElse.status).toBe(302);

    await gateway.links.drained();
    expect(fake.clicksOf('Guest1')).toEqual([]);
    expect(fake.clicksOf('Owner1')).toHaveLength(1);
  });

  it('stops following a link within one read of the revocation feed after it is revoked', async () => {
    fake.add({ code: 'Revok1' });
    expect((await gateway.follow('Revok1')).headers.get('location')).not.toBe('/');
    fake.revoke('Revok1');
    await gateway.links.readRevocations();
    await gateway.links.readRevocations();
    expect((await gateway.follow('Revok1')).headers.get('location')).toBe('/');
  });

  it('stops following a link its owner revoked through this gateway at once, before the feed says so', async () => {
    fake.add({ code: 'Owner2' });
    await gateway.follow('Owner2');
    expect((await gateway.revokeThroughSite('Owner2')).status).toBe(204);
    expect((await gateway.follow('Owner2')).headers.get('location')).toBe('/');
  });

  it('empties its cache when more links were revoked than the feed lists', async () => {
    fake.add({ code: 'Flood1' });
    await gateway.follow('Flood1');
    const before = fake.state.lookups;
    fake.state.overflowing = true;
    await gateway.links.readRevocations();
    fake.state.overflowing = false;
    await gateway.follow('Flood1');
    expect(fake.state.lookups - before).toBe(1);
  });

  it('answers 503 (the page that retries) when the link is not cached and sharing is unreachable, and keeps serving cached links', async () => {
    fake.add({ code: 'Cache1' });
    fake.add({ code: 'Away01' });
    await gateway.follow('Cache1');
    fake.state.reachable = false;
    try {
      expect((await gateway.follow('Away01')).status).toBe(503);
      expect((await gateway.follow('Cache1')).status).toBe(302);
    } finally {
      fake.state.reachable = true;
    }
  });
});

describe('a short link with an expiry', () => {
  it('is never followed after it expires, though still cached', async () => {
    const fake = fakeSharing();
    let now = Date.parse('2026-11-25T10:00:00Z');
    const gateway = await gatewayWith(fake, { now: () => now });
    try {
      fake.add({ code: 'Expire', expiresAt: '2026-11-25T10:00:05.000Z' });
      expect((await gateway.follow('Expire')).headers.get('location')).not.toBe('/');
      now += 5_000;
      expect((await gateway.follow('Expire')).headers.get('location')).toBe('/');
      expect(fake.state.lookups).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});

describe('the visit budget', () => {
  it('redirects a client over it without counting', async () => {
    const fake = fakeSharing();
    const gateway = await gatewayWith(fake, { visitLimit: 2 });
    try {
      fake.add({ code: 'Budget' });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await gateway.follow('Budget')).status);
      expect(statuses).toEqual([302, 302, 302]);
      await gateway.links.drained();
      expect(fake.clicksOf('Budget')).toHaveLength(2);
    } finally {
      await gateway.close();
    }
  });
});
