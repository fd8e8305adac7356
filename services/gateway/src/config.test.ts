import { loadGatewayConfig } from './config';

describe('the public origin', () => {
  it('of a comma-separated list, the first names the canonical links', () => {
    expect(loadGatewayConfig({ PUBLIC_ORIGIN: 'https://vitalia.example, https://www.vitalia.example' }).PUBLIC_ORIGIN).toBe('https://vitalia.example');
  });

  it('defaults to the local site', () => {
    expect(loadGatewayConfig({ PORT: '8181' }).PUBLIC_ORIGIN).toBe('http://localhost:8181');
  });
});
