import type { RunningService, Service } from '../service/create-service';
import { startOutboxDispatcher, type OutboxDispatcherOptions } from './outbox-dispatcher';

/**
 * The service, with its outbox dispatcher started once the database is open and stopped before the
 * database closes (on `close()` and on the SIGTERM path of `runService`, which closes the database).
 */
export function withOutboxDispatcher<TSchema extends Record<string, unknown>>(
  service: Service<TSchema>,
  options: (running: RunningService<TSchema>) => OutboxDispatcherOptions,
): Service<TSchema> {
  return {
    ...service,
    start: async () => {
      const running = await service.start();
      const dispatcher = startOutboxDispatcher(options(running));
      const afterStopping = (close: () => Promise<void>) => async () => {
        await dispatcher.stop();
        await close();
      };
      return {
        ...running,
        database: { ...running.database, close: afterStopping(running.database.close) },
        close: afterStopping(running.close),
      };
    },
  };
}
