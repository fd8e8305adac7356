import { z } from 'zod';
import type { Language } from '../common/language';

export const THEMES = ['light', 'dark'] as const;

/** user_settings.language holds the language's English name, as the spec's default 'portuguese' does. */
export const SETTINGS_LANGUAGES = ['portuguese', 'english', 'spanish', 'german', 'french'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

export const SETTINGS_LANGUAGE_BY_CODE: Record<Language, SettingsLanguage> = {
  pt: 'portuguese',
  en: 'english',
  es: 'spanish',
  de: 'german',
  fr: 'french',
};

/** Spec §3 user_settings without the owner id, plus the exam-analysis notice; defaults per spec §9. */
export const userSettingsSchema = z
  .object({
    email_notifications: z.boolean().default(true),
    language: z.enum(SETTINGS_LANGUAGES).default('portuguese'),
    share_data_consent: z.boolean().default(false),
    theme: z.enum(THEMES).default('light'),
    /** "Notify me when exam analysis is ready" (the exam analysis page); off until the user turns it on. */
    exam_analysis_notify: z.boolean().default(false),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** `PUT /settings` ("save all"): the whole settings object. */
export const userSettingsInputSchema = userSettingsSchema.strict().meta({ id: 'UserSettingsInput' });
export type UserSettingsInput = z.input<typeof userSettingsInputSchema>;
