/** Spec §5/§9: a description shorter than this, after trimming, is not sent. */
export const MIN_SYMPTOM_LENGTH = 3;

export function isLongEnough(text: string): boolean {
  return text.trim().length >= MIN_SYMPTOM_LENGTH;
}
