import { isPrivateAddress } from './outbound-guard';
import { postJson } from './post-json';
import { scriptedServer, type ScriptedServer } from '@app/service-kit/testing';

describe('the SSRF guard of outbound provider calls', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'not-an-ip',
  ])('counts %s as private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111'])('counts %s as public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  describe('with private networks refused', () => {
    let canary: ScriptedServer;
    beforeAll(async () => {
      canary = await scriptedServer([{ json: {} }]);
    });
    afterAll(async () => {
      await canary.close();
    });

    it.each([
      (port: string) => `http://127.0.0.1:${port}/`,
      (port: string) => `http://127.1:${port}/`,
      (port: string) => `http://2130706433:${port}/`,
      (port: string) => `http://0x7f.1:${port}/`,
      (port: string) => `http://0177.0.0.1:${port}/`,
      (port: string) => `http://[::ffff:127.0.0.1]:${port}/`,
      (port: string) => `http://localhost:${port}/`,
      (port: string) => `http://user@127.0.0.1:${port}/`,
    ])('refuses %p before connecting to the loopback canary', async (urlFor) => {
      const url = new URL(urlFor(new URL(canary.url).port));
      await expect(postJson(url, {}, { timeoutMs: 1_000, allowPrivateNetwork: false })).rejects.toMatchObject({ code: 'EBLOCKEDADDRESS' });
      expect(canary.requests).toHaveLength(0);
    });

    it('reaches the canary only when private networks are allowed', async () => {
      const response = await postJson(new URL(canary.url), { ping: true }, { timeoutMs: 1_000, allowPrivateNetwork: true });
      expect(response.status).toBe(200);
      expect(canary.requests).toHaveLength(1);
    });
  });
});
