import { whatsAppUrl } from './whatsapp-url';

describe('whatsAppUrl', () => {
  it('encodes the whole message, link included', () => {
    expect(whatsAppUrl('Try it: https://x.test/s/Ab12Cd?a=1&b=2')).toBe(
      'https://wa.me/?text=Try%20it%3A%20https%3A%2F%2Fx.test%2Fs%2FAb12Cd%3Fa%3D1%26b%3D2',
    );
  });
});
