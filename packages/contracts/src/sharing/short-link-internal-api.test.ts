import { isSharedBy, shortLinkClicksInputSchema } from './short-link-internal-api';

describe('whose link it is', () => {
  const link = { sharedByUserId: '0b5e8c1e-0000-4000-8000-000000000001', sharedByGuestKey: 'abc' };

  it('is the sharer’s, signed in or by their guest key', () => {
    expect(isSharedBy(link, { userId: link.sharedByUserId })).toBe(true);
    expect(isSharedBy(link, { guestKey: 'abc' })).toBe(true);
  });

  it('is nobody else’s, and an anonymous visitor never shares anything', () => {
    expect(isSharedBy(link, { userId: '0b5e8c1e-0000-4000-8000-000000000002', guestKey: 'xyz' })).toBe(false);
    expect(isSharedBy({ sharedByUserId: null, sharedByGuestKey: null }, {})).toBe(false);
  });
});

describe('a batch of clicks', () => {
  const click = {
    id: '0b5e8c1e-0000-4000-8000-000000000003',
    code: 'Ab12Cd',
    at: '2026-11-25T10:00:00.000Z',
    ipAddress: '198.51.100.0/24',
    userAgent: null,
    referrerUrl: null,
  };

  it('holds 1 to 500 clicks, each with an id that makes it count once', () => {
    expect(shortLinkClicksInputSchema.safeParse({ clicks: [click] }).success).toBe(true);
    expect(shortLinkClicksInputSchema.safeParse({ clicks: [] }).success).toBe(false);
    expect(shortLinkClicksInputSchema.safeParse({ clicks: Array(501).fill(click) }).success).toBe(false);
    expect(shortLinkClicksInputSchema.safeParse({ clicks: [{ ...click, id: 'again' }] }).success).toBe(false);
  });
});
