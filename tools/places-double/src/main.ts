import { startPlacesDouble } from './places-double';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4011);
  // Loopback unless told otherwise, as the other doubles.
  const double = await startPlacesDouble({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`places double (Overpass API wire format): PLACES_URL=${double.interpreterUrl}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('places double failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
