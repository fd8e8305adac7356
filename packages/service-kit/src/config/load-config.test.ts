import path from 'node:path';
import { z } from 'zod';
import { commonConfigShape, loadConfig } from './load-config';

function failingLoad(env: Record<string, string>, shape: z.ZodRawShape = commonConfigShape(4002)) {
  const printed: string[] = [];
  const exit = (code: number): never => {
    throw new Error(`exit ${code}`);
  };
  expect(() => loadConfig(shape, env, { exit, print: (message) => printed.push(message) })).toThrow('exit 1');
  return printed.join('\n');
}

describe('loadConfig', () => {
  it('fills in the defaults and makes DATA_DIR absolute', () => {
    const config = loadConfig(commonConfigShape(4002), {});
    expect(config).toEqual({
      PORT: 4002,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('.data'),
      PGLITE_FSYNC: true,
      LOG_LEVEL: 'info',
      TRUST_PROXY: ['loopback'],
      STATE_CHANGE_RATE_LIMIT_PER_MINUTE: 120,
      NODE_ENV: 'development',
    });
  });

  it('reads the trusted proxies as a comma-separated list', () => {
    expect(loadConfig(commonConfigShape(4002), { TRUST_PROXY: 'loopback, uniquelocal,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
      '10.0.0.0/8',
    ]);
  });

  it('refuses a trusted proxy that is not an address, a subnet or a range name', () => {
    expect(failingLoad({ TRUST_PROXY: 'loopback,gateway.internal' })).toMatch(/TRUST_PROXY: each entry must be/);
    expect(failingLoad({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/TRUST_PROXY/);
    expect(loadConfig(commonConfigShape(4002), { TRUST_PROXY: '::1, 192.168.0.0/255.255.0.0' }).TRUST_PROXY).toEqual([
      '::1',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('reads PGLITE_FSYNC as a yes or no, and REDIS_URL as a redis:// URL', () => {
    expect(loadConfig(commonConfigShape(4002), { PGLITE_FSYNC: 'false' }).PGLITE_FSYNC).toBe(false);
    expect(failingLoad({ PGLITE_FSYNC: 'no' })).toMatch(/PGLITE_FSYNC/);
    expect(loadConfig(commonConfigShape(4002), { REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(failingLoad({ REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(/REDIS_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(commonConfigShape(4001), { PORT: '' }).PORT).toBe(4001);
  });

  it('names the variable and the bad value, then exits with 1', () => {
    expect(failingLoad({ PORT: '70000' })).toMatch(/PORT: .*\(got "70000"\)/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(failingLoad({ DATABASE_URL: 'mysql://localhost/app' })).toMatch(/DATABASE_URL: must be a postgres/);
  });

  it('reports a missing required service variable as not set', () => {
    expect(failingLoad({}, { ...commonConfigShape(4002), STRIPE_KEY: z.string().min(1) })).toMatch(/STRIPE_KEY: .*\(not set\)/);
  });
});
