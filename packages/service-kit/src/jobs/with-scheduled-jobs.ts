import type { RunningService, Service } from '../service/create-service';
import { startScheduler, type SchedulerOptions } from './scheduler';

/**
 * The service, with its scheduled jobs polled once the database is open and stopped before the database
 * closes (on `close()` and on the SIGTERM path of `runService`, which closes the database).
 */
export function withScheduledJobs<TSchema extends Record<string, unknown>>(
  service: Service<TSchema>,
  options: (running: RunningService<TSchema>) => SchedulerOptions,
): Service<TSchema> {
  return {
    ...service,
    start: async () => {
      const running = await service.start();
      let scheduler;
      try {
        scheduler = await startScheduler(options(running));
      } catch (error) {
        await running.close();
        throw error;
      }
      const afterStopping = (close: () => Promise<void>) => async () => {
        await scheduler.stop();
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
