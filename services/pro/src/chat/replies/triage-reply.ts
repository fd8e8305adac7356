import type { AnalysisContent, FollowUpQuestion, Language } from '@app/contracts';
import { analyze, localisedTexts } from '@app/triage';
import type { BuiltinReply, TriageState } from '../chat-state';
import { bullets, paragraphs, say } from '../chat-texts';
import { nextTriageInput } from '../triage-turn';
import { emergencyReply } from './emergency-reply';

/** Follow-up questions asked before the assessment: enough to sharpen it, few enough for a chat. */
export const MAX_CHAT_QUESTIONS = 3;
const MAX_CAUSES = 3;

export interface TriageTurn {
  message: string;
  language: Language;
  locale: string;
  state?: TriageState;
  /** A red flag fired: the urgency now, no more questions. */
  assessNow?: boolean;
}

function answerHint(question: FollowUpQuestion, language: Language): string {
  if (question.kind === 'yes_no') return say('answerYesNo', language);
  if (question.kind === 'number')
    return question.unit ? say('answerNumberIn', language, { unit: question.unit }) : say('answerNumber', language);
  return say('answerOptions', language, { options: (question.options ?? []).map((option) => option.label).join('; ') });
}

function questionText(analysis: AnalysisContent, question: FollowUpQuestion, firstQuestion: boolean): string {
  const { language } = analysis;
  const noted = analysis.understood.map((finding) => finding.label);
  return paragraphs(
    firstQuestion && say('askIntro', language),
    noted.length > 0 && say('noted', language, { findings: localisedTexts(language).list(noted) }),
    `${question.text}\n${answerHint(question, language)}`,
  );
}

function assessmentText(analysis: AnalysisContent): string {
  const { language } = analysis;
  const texts = localisedTexts(language);
  const causes = analysis.possibleCauses.slice(0, MAX_CAUSES).map((cause) => cause.name);
  return paragraphs(
    analysis.summary,
    analysis.redFlags.length > 0 && say('warningSigns', language, { signs: analysis.redFlags.map((flag) => flag.label).join('; ') }),
    causes.length > 0 && say('possibleCauses', language, { causes: texts.list(causes) }),
    `${say('nextSteps', language)}\n${bullets(analysis.nextSteps)}`,
    analysis.disclaimer,
    say('newTopic', language),
  );
}

/**
 * One turn of the symptom conversation: the engine reads everything described since the last assessment with the
 * answers given; it asks for more detail when it recognised nothing, asks its next follow-up question while there is
 * one worth asking, and otherwise gives the urgency, which ends the conversation's accumulation.
 */
export function triageReply({ message, language, locale, state, assessNow = false }: TriageTurn): BuiltinReply {
  const { text, answers } = nextTriageInput(state, message);
  const asked = state?.asked ?? 0;
  const analysis = analyze({ text, language, locale, answers });
  if (analysis.urgency === 'emergency') {
    return emergencyReply({
      language,
      locale,
      redFlags: analysis.redFlags,
      careSetting: analysis.careSetting,
      timeWindow: analysis.timeWindow,
    });
  }
  if (!assessNow && analysis.needsMoreDetail) {
    return { kind: 'more_detail', content: localisedTexts(language).describeMore, triage: { text, answers, asked } };
  }
  const question =
    assessNow || asked >= MAX_CHAT_QUESTIONS ? undefined : analysis.followUpQuestions.find((candidate) => !(candidate.id in answers));
  if (question) {
    return {
      kind: 'question',
      content: questionText(analysis, question, asked === 0),
      triage: { text, answers, asked: asked + 1, pending: { id: question.id, kind: question.kind, options: question.options } },
    };
  }
  return { kind: 'assessment', urgency: analysis.urgency, content: assessmentText(analysis) };
}
