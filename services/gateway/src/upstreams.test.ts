import { mayRetryElsewhere, upstreamPool } from './upstreams';

describe('upstreamPool', () => {
  it('takes the upstreams in turn', () => {
    const pool = upstreamPool(['http://a', 'http://b', 'http://c']);
    expect([pool.order()[0], pool.order()[0], pool.order()[0], pool.order()[0]]).toEqual(['http://a', 'http://b', 'http://c', 'http://a']);
  });

  it('tries one that refused a connection last, until its rest is over', () => {
    let now = 0;
    const pool = upstreamPool(['http://a', 'http://b'], { now: () => now, backoffMs: 5_000 });
    pool.refused('http://a');
    expect(pool.order()).toEqual(['http://b', 'http://a']);
    expect(pool.order()).toEqual(['http://b', 'http://a']);
    now = 5_000;
    expect(pool.order()).toEqual(['http://a', 'http://b']);
  });
});

describe('mayRetryElsewhere', () => {
  it('sends on any request the last upstream never received', () => {
    expect(mayRetryElsewhere('POST', { code: 'ECONNREFUSED' })).toBe(true);
  });

  it('sends on an idempotent request that failed on the way, never a POST', () => {
    expect(mayRetryElsewhere('GET', { code: 'ECONNRESET' })).toBe(true);
    expect(mayRetryElsewhere('PUT', { code: 'ECONNRESET' })).toBe(true);
    expect(mayRetryElsewhere('POST', { code: 'ECONNRESET' })).toBe(false);
    expect(mayRetryElsewhere('PATCH', { code: 'ECONNRESET' })).toBe(false);
  });
});
