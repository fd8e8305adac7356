import { Router } from 'express';
import { AppError } from '../errors/app-error';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: `ready()` resolves true, i.e. the database
 * answers, so an orchestrator only routes traffic to instances that can serve it.
 */
export function healthRoutes({ ready }: { ready: () => Promise<boolean> }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const isReady = await ready().catch(() => false);
    if (!isReady) throw new AppError('unavailable', 503);
    res.json({ status: 'ready' });
  });
  return router;
}
