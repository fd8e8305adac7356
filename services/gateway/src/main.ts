import { createLogger, installGracefulShutdown, keepConnectionsAlive } from '@app/service-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { shortLinks } from './short-links/short-links';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const links = shortLinks(config, logger);
const server = keepConnectionsAlive(
  createGatewayApp(config, logger, { shortLinks: links }).listen(config.PORT, config.HOST, () => {
    logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'gateway listening');
  }),
);
installGracefulShutdown(server, () => links.close(), { logger });
