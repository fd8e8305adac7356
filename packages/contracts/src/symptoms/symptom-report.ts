// The symptom form's limits, free of zod: the form reads them on its first screen, the schemas on submit.

/** Spec §5: at least 3 characters after trimming. Larger texts are refused rather than cut. */
export const MIN_SYMPTOM_TEXT_LENGTH = 3;
export const MAX_SYMPTOM_TEXT_LENGTH = 5000;

export const SEXES = ['female', 'male', 'other'] as const;

/** Where the browser keeps the guest id (spec: guests get a stored guest id): the symptom screen writes it, the shell claims it at sign-in. */
export const GUEST_ID_STORAGE_KEY = 'vitalia.guest-id';
