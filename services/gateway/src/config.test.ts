import { loadGatewayConfig } from './config';

describe('the public origin', () => {
  it('of a comma-separated list, the first names the canonical links', () => {
    expect(loadGatewayConfig({ PUBLIC_ORIGIN: 'https://vitalia.example, https://www.vitalia.example' }).PUBLIC_ORIGIN).toBe('https://vitalia.example');
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
