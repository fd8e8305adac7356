import { loadStripeDoubleConfig } from './config';

describe('the Stripe double configuration', () => {
  it('listens on 127.0.0.1:4010, in memory, sending no webhooks, unless told otherwise', () => {
    expect(loadStripeDoubleConfig({})).toEqual({ PORT: 4010, HOST: '127.0.0.1' });
    expect(loadStripeDoubleConfig({ PORT: '', PUBLIC_URL: 'http://localhost:4020/' })).toEqual({
      PORT: 4010,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:4020',
    });
  });

  it('takes a webhook URL only with the secret to sign its events', () => {
    expect(() => loadStripeDoubleConfig({ STRIPE_DOUBLE_WEBHOOK_URL: 'http://127.0.0.1:8080/api/pro/stripe/webhook' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadStripeDoubleConfig({
        STRIPE_DOUBLE_WEBHOOK_URL: 'http://127.0.0.1:8080/api/pro/stripe/webhook',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
  });

  it('refuses a port that is not one, a URL that is not http and a secret that is not a signing secret', () => {
    expect(() => loadStripeDoubleConfig({ PORT: '70000' })).toThrow();
    expect(() => loadStripeDoubleConfig({ PUBLIC_URL: 'ftp://127.0.0.1' })).toThrow();
    expect(() => loadStripeDoubleConfig({ STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow();
  });
});
