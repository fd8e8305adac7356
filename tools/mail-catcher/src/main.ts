import { loadMailCatcherConfig } from './config';
import { startMailCatcher } from './mail-catcher';

/** SMTP sessions still open at shutdown get this long to finish. */
const SHUTDOWN_TIMEOUT_MS = 5_000;

async function main(): Promise<void> {
  const config = loadMailCatcherConfig();
  const catcher = await startMailCatcher({ smtpPort: config.MAIL_CATCHER_SMTP_PORT, httpPort: config.MAIL_CATCHER_HTTP_PORT });
  console.log(`mail catcher: SMTP at ${catcher.smtpUrl}, messages at ${catcher.webUrl}`);
  const stop = () => {
    setTimeout(() => process.exit(0), SHUTDOWN_TIMEOUT_MS).unref();
    void catcher.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('mail catcher failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
