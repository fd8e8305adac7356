import { MIN_SYMPTOM_TEXT_LENGTH } from '@app/contracts';

/** Spec §5/§9: a description shorter than the minimum, after trimming, is not sent. */
export function isLongEnough(text: string): boolean {
  return text.trim().length >= MIN_SYMPTOM_TEXT_LENGTH;
}
