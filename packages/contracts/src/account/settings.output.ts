import { z } from 'zod';

export const THEMES = ['light', 'dark'] as const;

/** Spec §3 user_settings without the owner id; defaults per spec §9. */
export const userSettingsSchema = z
  .object({
    email_notifications: z.boolean().default(true),
    language: z.string().min(1).max(32).default('portuguese'),
    share_data_consent: z.boolean().default(false),
    theme: z.enum(THEMES).default('light'),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** `PUT /settings` ("save all"): the whole settings object. */
export const userSettingsInputSchema = userSettingsSchema.strict().meta({ id: 'UserSettingsInput' });
export type UserSettingsInput = z.input<typeof userSettingsInputSchema>;
