import { z } from 'zod';
import { LANGUAGES } from './languages';

export type { Language } from './languages';
export const languageSchema = z.enum(LANGUAGES);
