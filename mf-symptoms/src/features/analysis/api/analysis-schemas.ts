// The answers' schemas, a chunk of its own loaded beside each request: the symptom form itself needs no zod.
export { analysisSchema, feedbackSchema } from '@app/contracts';
