import { z } from 'zod';
import { ipLocationSchema } from '../account/profile.output';

/** One live sign-in of the user (spec §3 user_sessions): not ended, not past its end, not idle. */
export const userSessionSchema = z
  .object({
    id: z.uuid(),
    loginTime: z.iso.datetime(),
    /** Last refresh of its tokens, i.e. the last time the device used it. */
    lastSeenAt: z.iso.datetime(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    locationInfo: ipLocationSchema.nullable(),
    /** True for the session that made this request. */
    current: z.boolean(),
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof userSessionSchema>;

/** `GET /sessions`: newest sign-in first. */
export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) }).meta({ id: 'UserSessionList' });
export type UserSessionList = z.infer<typeof userSessionListSchema>;

export const userSessionParamsSchema = z.object({ id: z.uuid() });
