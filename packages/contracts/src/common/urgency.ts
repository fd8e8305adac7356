import { z } from 'zod';

/** Spec §1: the four urgency levels of an analysis, from least to most urgent. */
export const URGENCY_LEVELS = ['low', 'medium', 'high', 'emergency'] as const;
export const urgencySchema = z.enum(URGENCY_LEVELS);
export type Urgency = z.infer<typeof urgencySchema>;
