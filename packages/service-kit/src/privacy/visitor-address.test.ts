import { referrerOrigin, truncatedAddress, visitorUserAgent } from './visitor-address';

describe('the stored visitor address', () => {
  it.each([
    ['198.51.100.77', '198.51.100.0/24'],
    ['::ffff:203.0.113.45', '203.0.113.0/24'],
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
  ])('keeps only the network of %s', (ip, kept) => {
    expect(truncatedAddress(ip)).toBe(kept);
  });

  it('keeps nothing of a missing or malformed address', () => {
    expect(truncatedAddress(undefined)).toBeNull();
    expect(truncatedAddress('not-an-ip')).toBeNull();
  });
});

describe('the rest of a visit that is kept', () => {
  it('keeps only the origin of the referring page', () => {
    expect(referrerOrigin('https://news.example/article/42?reader=ana')).toBe('https://news.example');
    expect(referrerOrigin('not a url')).toBeNull();
    expect(referrerOrigin(undefined)).toBeNull();
  });

  it('cuts the user agent to 512 characters', () => {
    expect(visitorUserAgent('x'.repeat(600))).toHaveLength(512);
    expect(visitorUserAgent(undefined)).toBeNull();
  });
});
