import { z } from 'zod';
import { languageSchema } from '../common/language';

/** browser_info of spec §3 cookie_consents. */
export const browserInfoSchema = z.object({
  userAgent: z.string().max(1024),
  language: z.string().max(64),
  platform: z.string().max(128),
  screenResolution: z.string().regex(/^\d{1,5}x\d{1,5}$/),
  timezone: z.string().max(64),
  cookieEnabled: z.boolean(),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

export const deviceInfoSchema = z.object({
  deviceType: z.enum(['mobile', 'tablet', 'desktop']),
  touch: z.boolean(),
  pixelRatio: z.number().positive().max(16),
  viewport: z.string().regex(/^\d{1,5}x\d{1,5}$/),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const cookieConsentInputSchema = z
  .object({
    language: languageSchema,
    browserInfo: browserInfoSchema,
    deviceInfo: deviceInfoSchema,
    sessionId: z.string().uuid(),
  })
  .strict()
  .meta({ id: 'CookieConsentInput' });
export type CookieConsentInput = z.infer<typeof cookieConsentInputSchema>;

export const cookieConsentSchema = z.object({ id: z.string().uuid(), createdAt: z.string() }).meta({ id: 'CookieConsent' });
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
