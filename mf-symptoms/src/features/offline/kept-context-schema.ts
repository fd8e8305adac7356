// The kept context's schema, a chunk of its own loaded when a kept description is read back (see kept-text.ts).
export { patientContextSchema } from '@app/contracts';
