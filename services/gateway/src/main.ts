import { createLogger, installGracefulShutdown } from '@app/service-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const server = createGatewayApp(config, logger).listen(config.PORT, config.HOST, () => {
  logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'gateway listening');
});
installGracefulShutdown(server, async () => undefined, { logger });
