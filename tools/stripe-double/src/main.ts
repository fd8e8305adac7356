import { loadStripeDoubleConfig } from './config';
import { startStripeDouble } from './stripe-double';

async function main(): Promise<void> {
  const config = loadStripeDoubleConfig();
  const double = await startStripeDouble({
    port: config.PORT,
    host: config.HOST,
    publicUrl: config.PUBLIC_URL,
    webhookUrl: config.STRIPE_DOUBLE_WEBHOOK_URL,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    dataFile: config.STRIPE_DOUBLE_DATA_FILE,
  });
  const target = config.STRIPE_DOUBLE_WEBHOOK_URL
    ? `webhooks to ${config.STRIPE_DOUBLE_WEBHOOK_URL}`
    : 'no webhook URL: events are not sent';
  console.log(`stripe double (test mode): API and pages at ${double.url}, ${target}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('stripe double failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
