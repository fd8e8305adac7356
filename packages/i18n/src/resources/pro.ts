import type { Translations } from './types';

export const pro = { pt: {}, en: {}, es: {}, de: {}, fr: {} } satisfies Translations;
