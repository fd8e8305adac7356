import type { CommonConfig, ServiceContext } from '@app/service-kit';
import type { z } from 'zod';
import type { accountConfigShape } from './config';
import type * as schema from './db/schema';

export type AccountConfig = CommonConfig & z.output<z.ZodObject<typeof accountConfigShape>>;
/** What every account route and event handler is given: the service's database, config and logger. */
export type AccountContext = ServiceContext<typeof schema, AccountConfig>;
