import type { CareSetting, Language, RedFlag, TimeWindow } from '@app/contracts';
import { emergencyNumbers, localisedTexts } from '@app/triage';
import type { BuiltinReply } from '../chat-state';
import { paragraphs, say } from '../chat-texts';

export interface EmergencyInput {
  language: Language;
  locale: string;
  redFlags: readonly RedFlag[];
  careSetting?: CareSetting;
  timeWindow?: TimeWindow;
}

/** At once: where to go (by default an ambulance, now), the local emergency numbers and the warning signs seen. */
export function emergencyReply({
  language,
  locale,
  redFlags,
  careSetting = 'ambulance',
  timeWindow = 'now',
}: EmergencyInput): BuiltinReply {
  const texts = localisedTexts(language);
  const numbers = emergencyNumbers(locale);
  return {
    kind: 'emergency',
    urgency: 'emergency',
    content: paragraphs(
      `${texts.urgencyHeadline.emergency} ${texts.careAdvice(careSetting, timeWindow, numbers[0]!)}`,
      say('emergencyNumber', language, { numbers: numbers.join(' / ') }),
      redFlags.length > 0 && say('warningSigns', language, { signs: redFlags.map((flag) => flag.label).join('; ') }),
      say('emergencyNow', language),
    ),
  };
}
