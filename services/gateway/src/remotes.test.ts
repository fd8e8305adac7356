import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from './content-security-policy';
import { defaultRemotesConfig, remoteOrigins, remotesSource } from './remotes';

function remotesFile(content: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  writeFileSync(file, content);
  return file;
}

describe('remotes.json', () => {
  it('by default every remote is served by the gateway under /mf/<name>/', () => {
    expect(defaultRemotesConfig().remotes).toEqual({
      mf_symptoms: '/mf/symptoms/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_pro: '/mf/pro/mf-manifest.json',
      mf_sharing: '/mf/sharing/mf-manifest.json',
    });
  });

  it('a deploy can move one remote; the others keep their defaults', async () => {
    const read = remotesSource(remotesFile('{"remotes":{"mf_pro":"https://pro.cdn.example/v2/mf-manifest.json"}}'), jest.fn());
    const config = await read();
    expect(config.remotes.mf_pro).toBe('https://pro.cdn.example/v2/mf-manifest.json');
    expect(config.remotes.mf_symptoms).toBe('/mf/symptoms/mf-manifest.json');
    expect(remoteOrigins(config)).toEqual(['https://pro.cdn.example']);
  });

  it('a file that does not parse is reported and the defaults are served', async () => {
    const onInvalid = jest.fn();
    const read = remotesSource(remotesFile('{"remotes":{"mf_pro":"javascript:alert(1)"}}'), onInvalid);
    expect(await read()).toEqual(defaultRemotesConfig());
    expect(onInvalid).toHaveBeenCalled();
  });

  it('a file that changes is read again on the next request', async () => {
    const file = remotesFile('{"remotes":{}}');
    const read = remotesSource(file, jest.fn());
    expect(remoteOrigins(await read())).toEqual([]);
    writeFileSync(file, '{"remotes":{"mf_symptoms":"http://127.0.0.1:3299/mf-manifest.json"}}');
    expect(remoteOrigins(await read())).toEqual(['http://127.0.0.1:3299']);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts only from the site and the remotes, never eval', () => {
    const csp = contentSecurityPolicy(['https://pro.cdn.example']);
    expect(csp).toContain("script-src 'self' https://pro.cdn.example");
    expect(csp).toContain("connect-src 'self' https://pro.cdn.example");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });
});
