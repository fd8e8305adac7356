import { telHref } from './phone-link';

describe('telHref', () => {
  it.each([
    ['112', 'tel:112'],
    ['808 24 24 24', 'tel:808242424'],
    ['SNS 24 — 808 24 24 24', 'tel:808242424'],
    ['TelefonSeelsorge 0800 111 0 111', 'tel:08001110111'],
    ['CVV 188', 'tel:188'],
  ])('dials %s as %s', (published, href) => {
    expect(telHref(published)).toBe(href);
  });
});
