import type { CommonConfig, ServiceContext } from '@app/service-kit';
import type { z } from 'zod';
import type { proConfigShape } from './config';
import type * as schema from './db/schema';

export type ProConfig = CommonConfig & z.output<z.ZodObject<typeof proConfigShape>>;
/** What every pro route is given: the service's database, config and logger. */
export type ProContext = ServiceContext<typeof schema, ProConfig>;
