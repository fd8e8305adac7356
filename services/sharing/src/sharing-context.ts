import type { CommonConfig, ServiceContext } from '@app/service-kit';
import type { z } from 'zod';
import type { sharingConfigShape } from './config';
import type * as schema from './db/schema';

export type SharingConfig = CommonConfig & z.output<z.ZodObject<typeof sharingConfigShape>>;
/** What every sharing route and event handler is given: the service's database, config and logger. */
export type SharingContext = ServiceContext<typeof schema, SharingConfig>;
