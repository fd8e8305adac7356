import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import type { ApiRoute } from './api-route';

export const healthStatusSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthStatus' });
export const readinessStatusSchema = z.object({ status: z.literal('ready') }).meta({ id: 'ReadinessStatus' });

/**
 * Liveness and readiness: answered by every service under its prefix and at its root. Metrics only at
 * the root of the service's own port, which the gateway never forwards to.
 */
export const operationalRoutes = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness: the process is up',
    tags: ['operations'],
    responses: { 200: { description: 'Process up', schema: healthStatusSchema } },
  },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: the database answers',
    tags: ['operations'],
    responses: {
      200: { description: 'Ready to serve', schema: readinessStatusSchema },
      503: { description: 'Database not reachable', schema: apiErrorSchema },
    },
  },
  {
    method: 'get',
    path: '/metrics',
    atRoot: true,
    summary: "Prometheus metrics (text exposition format), on the service's own port only: not reachable through the gateway",
    tags: ['operations'],
    responses: { 200: { description: 'Metrics in Prometheus text format' } },
  },
] as const satisfies readonly ApiRoute[];
