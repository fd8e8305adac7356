import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import type { ApiRoute } from './api-route';

export const healthStatusSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthStatus' });
export const readinessStatusSchema = z.object({ status: z.literal('ready') }).meta({ id: 'ReadinessStatus' });

/** Liveness, readiness and metrics: answered by every service under its prefix and at its root. */
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
    summary: 'Prometheus metrics (text exposition format)',
    tags: ['operations'],
    responses: { 200: { description: 'Metrics in Prometheus text format' } },
  },
] as const satisfies readonly ApiRoute[];
