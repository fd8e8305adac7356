import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createSharingService } from '../src/app';

describe.each(testDatabases())('short links on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createSharingService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function aShare(): Promise<string> {
    const [row] = await service.query<{ id: string }>(
      `insert into sharing.sharing_stats (share_type) values ('symptom_analysis') returning id`,
    );
    return row!.id;
  }

  async function aShortLink(code: string, originalUrl: string, shareId: string | null = null): Promise<void> {
    await service.query('insert into sharing.short_links (short_code, original_url, share_id) values ($1, $2, $3)', [
      code,
      originalUrl,
      shareId,
    ]);
  }

  async function clicksOf(code: string): Promise<number | undefined> {
    const [row] = await service.query<{ clicks: number }>('select clicks from sharing.short_links where short_code = $1', [code]);
    return row?.clicks;
  }

  function follow(path: string, method = 'GET'): Promise<Response> {
    return service.request(path, { method, redirect: 'manual' });
  }

  it('redirects to the shared page and counts the click on the link and its share', async () => {
    const shareId = await aShare();
    await aShortLink('Ab12Cd', '/pt/analise-compartilhada/123?utm_source=whatsapp', shareId);

    const response = await follow('/s/Ab12Cd');

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pt/analise-compartilhada/123?utm_source=whatsapp');
    expect(await clicksOf('Ab12Cd')).toBe(1);
    const [share] = await service.query<{ link_clicks: number }>('select link_clicks from sharing.sharing_stats where id = $1', [shareId]);
    expect(share?.link_clicks).toBe(1);
  });

  it('counts every visit', async () => {
    await aShortLink('Zz99Yy', '/en/shared');
    await follow('/s/Zz99Yy');
    await follow('/s/Zz99Yy');
    expect(await clicksOf('Zz99Yy')).toBe(2);
  });

  it('does not count a HEAD request', async () => {
    await aShortLink('Hd00Hd', '/en/shared');
    const response = await follow('/s/Hd00Hd', 'HEAD');
    expect(response.headers.get('location')).toBe('/en/shared');
    expect(await clicksOf('Hd00Hd')).toBe(0);
  });

  it.each([
    ['an unknown code', '/s/Nope42'],
    ['a malformed code', '/s/%3Cscript%3E'],
    ['a too long code', `/s/${'a'.repeat(64)}`],
  ])('sends %s home', async (_kind, path) => {
    const response = await follow(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it.each([
    ['malformed percent-encoding', '/s/%FF', 'invalid_path'],
    ['a NUL', '/s/Hd%00Hd', 'invalid_characters'],
  ])('answers a path with %s with 400', async (_kind, path, code) => {
    const response = await follow(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['a path with a tab', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('never redirects off-site: a stored target that is %s sends home without counting', async (_kind, target) => {
    const code = `Ev${Math.random().toString(36).slice(2, 8)}`;
    await aShortLink(code, target);

    const response = await follow(`/s/${code}`);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(await clicksOf(code)).toBe(0);
  });
});
