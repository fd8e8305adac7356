import { isSameSitePath } from './short-link';

describe('isSameSitePath', () => {
  it.each(['/', '/pt/analise/123', '/en/shared?utm_source=whatsapp&ref=abc', '/de/#top'])('accepts the site path %s', (url) => {
    expect(isSameSitePath(url)).toBe(true);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' /pt',
    'javascript:alert(1)',
    'pt/analise',
    '',
  ])('refuses %j, which a browser could take off-site', (url) => {
    expect(isSameSitePath(url)).toBe(false);
  });
});
