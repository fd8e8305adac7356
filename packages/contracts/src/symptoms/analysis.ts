import { z } from 'zod';
import { languageSchema } from '../common/language';
import { urgencySchema } from '../common/urgency';
import { MAX_SYMPTOM_TEXT_LENGTH, SEXES } from './symptom-report';

/** Optional "about the person" details; the engine also reads them from the text. */
export const patientContextSchema = z
  .object({
    age: z.number().int().min(0).max(120).optional(),
    sex: z.enum(SEXES).optional(),
    pregnant: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'PatientContext' });
export type PatientContext = z.infer<typeof patientContextSchema>;

export const analysisRequestSchema = z
  .object({
    text: z.string().max(MAX_SYMPTOM_TEXT_LENGTH),
    language: languageSchema,
    context: patientContextSchema.optional(),
  })
  .strict()
  .meta({ id: 'AnalysisRequest' });
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

export const possibleCauseSchema = z
  .object({
    /** Stable condition id of the knowledge base (e.g. "acute_coronary_syndrome"); external providers may omit it. */
    id: z.string().optional(),
    name: z.string(),
    /** 0..1, relative to the other causes listed. */
    likelihood: z.number().min(0).max(1),
    /** Findings from the text that support this cause, in the analysis language. */
    evidence: z.array(z.string()),
  })
  .meta({ id: 'PossibleCause' });
export type PossibleCause = z.infer<typeof possibleCauseSchema>;

export const redFlagSchema = z
  .object({
    /** Rule id of the red-flag rule file (e.g. "chest_pain_radiating"). */
    id: z.string(),
    label: z.string(),
  })
  .meta({ id: 'RedFlag' });
export type RedFlag = z.infer<typeof redFlagSchema>;

export const CARE_SETTINGS = ['ambulance', 'emergency_department', 'urgent_care', 'doctor', 'pharmacy', 'self_care'] as const;
export const careSettingSchema = z.enum(CARE_SETTINGS);
export type CareSetting = z.infer<typeof careSettingSchema>;

export const TIME_WINDOWS = ['now', 'within_hours', 'within_24h', 'within_days', 'self_care'] as const;
export const timeWindowSchema = z.enum(TIME_WINDOWS);
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const emergencyNumberSchema = z
  .object({
    /** Locale the numbers are for, e.g. "pt-BR". */
    locale: z.string(),
    /** The number to call first (e.g. "192"). */
    primary: z.string(),
    /** Every number of that locale, the primary first (fr-FR: ["15", "112"]). */
    all: z.array(z.string()).min(1),
  })
  .meta({ id: 'EmergencyNumber' });
export type EmergencyNumber = z.infer<typeof emergencyNumberSchema>;

export const FOLLOW_UP_KINDS = ['yes_no', 'number', 'choice'] as const;

export const followUpQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    kind: z.enum(FOLLOW_UP_KINDS),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    /** For kind "number": the unit shown beside the field (e.g. "°C", "years"). */
    unit: z.string().optional(),
  })
  .meta({ id: 'FollowUpQuestion' });
export type FollowUpQuestion = z.infer<typeof followUpQuestionSchema>;

export const PROVIDERS = ['builtin', 'webhook', 'llm'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;

/** Where in the submitted text a finding was read: character offsets (end exclusive) and the words there. */
export const textSpanSchema = z
  .object({ start: z.number().int().min(0), end: z.number().int().min(0), text: z.string() })
  .meta({ id: 'TextSpan' });
export type TextSpan = z.infer<typeof textSpanSchema>;

/** A finding the engine recognised, shown back to the person so a misunderstanding is visible. */
export const understoodFindingSchema = z
  .object({
    /** Finding id of the engine's vocabulary (e.g. "facial_droop"). */
    id: z.string(),
    /** The finding in the analysis language. */
    label: z.string(),
    spans: z.array(textSpanSchema),
  })
  .meta({ id: 'UnderstoodFinding' });
export type UnderstoodFinding = z.infer<typeof understoodFindingSchema>;

/** What an analysis engine answers, before the service gives it an id and stores it. */
export const analysisContentSchema = z.object({
  language: languageSchema,
  urgency: urgencySchema,
  possibleCauses: z.array(possibleCauseSchema),
  nextSteps: z.array(z.string()),
  recommendations: z.array(z.string()),
  summary: z.string(),
  disclaimer: z.string(),
  redFlags: z.array(redFlagSchema),
  careSetting: careSettingSchema,
  timeWindow: timeWindowSchema,
  /** One localised sentence saying where to go and how soon ("Call an ambulance now: 192"). */
  careAdvice: z.string(),
  emergencyNumber: emergencyNumberSchema,
  followUpQuestions: z.array(followUpQuestionSchema).max(5),
  /**
   * True when the text holds no recognised clinical finding ("asdf", "pain", "I feel bad"): there are then no
   * possible causes, and the follow-up questions ask what, where, since when and how bad. Analyses stored before
   * the field existed read as false.
   */
  needsMoreDetail: z.boolean().default(false),
  /** The findings recognised in the text, in the order they were written; empty for older analyses. */
  understood: z.array(understoodFindingSchema).default([]),
  engineVersion: z.string(),
});
export type AnalysisContent = z.infer<typeof analysisContentSchema>;

export const analysisSchema = analysisContentSchema
  .extend({
    id: z.string().uuid(),
    createdAt: z.string(),
    provider: providerSchema,
    /** Set when the configured external provider failed and the built-in engine answered instead. */
    fallbackFrom: z.enum(['webhook', 'llm']).optional(),
    /** How many times the analysis was refined with follow-up answers. */
    refinements: z.number().int().min(0),
  })
  .meta({ id: 'Analysis' });
export type Analysis = z.infer<typeof analysisSchema>;

export const followUpAnswerSchema = z.union([z.boolean(), z.number().finite(), z.string().max(200)]);

export const refineRequestSchema = z
  .object({
    answers: z
      .record(z.string().max(64), followUpAnswerSchema)
      .refine((answers) => Object.keys(answers).length <= 10, 'at most 10 answers'),
    context: patientContextSchema.optional(),
  })
  .strict()
  .meta({ id: 'RefineRequest' });
export type RefineRequest = z.infer<typeof refineRequestSchema>;

export const feedbackRequestSchema = z
  .object({
    rating: z.number().int().min(1).max(5),
    comment: z.string().max(2000).optional(),
  })
  .strict()
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z
  .object({ id: z.string().uuid(), analysisId: z.string().uuid(), rating: z.number().int(), createdAt: z.string() })
  .meta({ id: 'Feedback' });
