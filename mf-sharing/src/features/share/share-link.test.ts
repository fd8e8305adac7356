import { buildFallbackShareUrl, newShareId, whatsAppUrl } from './share-link';

describe('share links', () => {
  it('builds the fallback link to the symptom page in the sharer language with its tracking parameters', () => {
    const href = buildFallbackShareUrl({
      origin: 'https://vitalia.example',
      language: 'es',
      shareType: 'history_exam',
      medium: 'whatsapp',
      shareId: '4b0c2a4e-2f7d-4c6b-9a55-0f2b7d1e3c9a',
      timestamp: 1_750_000_000_000,
    });
    expect(href).toBe(
      'https://vitalia.example/es/analisis-de-sintomas?share_id=4b0c2a4e-2f7d-4c6b-9a55-0f2b7d1e3c9a&utm_source=share' +
        '&utm_medium=whatsapp&utm_campaign=symptom_share&utm_content=history_exam&utm_term=es&lang=es&ts=1750000000000',
    );
  });

  it('makes a new v4 share id each time, also where crypto.randomUUID is missing', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newShareId()).toMatch(v4);
    expect(newShareId()).not.toBe(newShareId());

    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newShareId()).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('encodes the whole message in the WhatsApp link', () => {
    expect(whatsAppUrl('Try it: https://x.test/?a=1&b=2')).toBe(
      'https://wa.me/?text=Try%20it%3A%20https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2',
    );
  });
});
