import type { Language } from '@app/contracts';
import { emergencyNumbers, FINDING_LABELS, localisedTexts, type Condition } from '@app/triage';
import type { BuiltinReply, TriageState } from '../chat-state';
import { bullets, paragraphs, say } from '../chat-texts';

const MAX_SIGNS = 5;

/**
 * A condition of the knowledge base explained: its lay name, the urgency and care it usually needs, its most typical
 * signs and what usually helps. General information, so the conversation state is kept.
 */
export function conditionReply(condition: Condition, language: Language, locale: string, state: TriageState | undefined): BuiltinReply {
  const texts = localisedTexts(language);
  const signs = [...condition.findings]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_SIGNS)
    .map((finding) => FINDING_LABELS[language][finding.id]);
  return {
    kind: 'condition',
    triage: state,
    content: paragraphs(
      condition.names[language],
      say('condition.urgency', language, {
        urgency: say(`urgency.${condition.urgency}`, language),
        careAdvice: texts.careAdvice(condition.careSetting, condition.timeWindow, emergencyNumbers(locale)[0]!),
      }),
      say('condition.signs', language, { signs: texts.list(signs) }),
      `${say('condition.steps', language)}\n${bullets(condition.nextSteps[language])}`,
      say('condition.general', language),
    ),
  };
}
