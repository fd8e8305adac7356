import { loadGatewayConfig } from './config';

describe('the public origin', () => {
  it('of a comma-separated list, the first names the canonical links', () => {
    expect(loadGatewayConfig({ PUBLIC_ORIGIN: 'https://vitalia.example, https://www.vitalia.example' }).PUBLIC_ORIGIN).toBe(
      'https://vitalia.example',
    );
  });

  it('defaults to the local site', () => {
    expect(loadGatewayConfig({ PORT: '8181' }).PUBLIC_ORIGIN).toBe('http://localhost:8181');
  });
});

describe('the trusted proxies in front of the gateway', () => {
  it('are none unless GATEWAY_TRUST_PROXY lists them', () => {
    expect(loadGatewayConfig({}).GATEWAY_TRUST_PROXY).toEqual([]);
    expect(loadGatewayConfig({ GATEWAY_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).GATEWAY_TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
  });
});

describe('the upstream addresses', () => {
  it('are one per part by default, or a comma-separated list of its instances', () => {
    expect(loadGatewayConfig({}).SYMPTOMS_URL).toEqual(['http://127.0.0.1:4003']);
    expect(loadGatewayConfig({ SYMPTOMS_URL: 'http://10.0.0.1:4003, http://10.0.0.2:4003' }).SYMPTOMS_URL).toEqual([
      'http://10.0.0.1:4003',
      'http://10.0.0.2:4003',
    ]);
  });

  it('refuses an entry that is not a URL', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => loadGatewayConfig({ SYMPTOMS_URL: 'http://10.0.0.1:4003,not a url' })).toThrow('exit');
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
