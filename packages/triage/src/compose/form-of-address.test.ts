import { CARE_SETTINGS, TIME_WINDOWS, type Language } from '@app/contracts';
import { CONDITION_ENTRIES } from '../knowledge/conditions';
import { RED_FLAG_RULES } from '../rules/red-flags';
import { DETAIL_PROMPTS, toDetailPrompt } from './detail-prompts';
import { FOLLOW_UP_QUESTIONS, toFollowUpQuestion } from './follow-up';
import { localisedTexts } from './texts';

/** Every sentence the engine can write in one language: its own texts, questions, rule labels and next steps. */
function sentences(language: Language): string[] {
  const texts = localisedTexts(language);
  return [
    texts.disclaimer,
    texts.nothingRecognised,
    texts.describeMore,
    ...Object.values(texts.urgencyHeadline),
    ...Object.values(texts.recommendations).flat(),
    ...CARE_SETTINGS.flatMap((setting) => TIME_WINDOWS.map((window) => texts.careAdvice(setting, window, '112'))),
    ...FOLLOW_UP_QUESTIONS.map((question) => toFollowUpQuestion(question, language).text),
    ...DETAIL_PROMPTS.map((prompt) => toDetailPrompt(prompt, language).text),
    ...RED_FLAG_RULES.map((rule) => rule.label[language]),
    ...CONDITION_ENTRIES.flatMap((condition) => condition.nextSteps[language]),
  ];
}

describe('one form of address per language, as in the rest of the site', () => {
  it('speaks German with "du", never with "Sie"', () => {
    // "Sie ist keine Diagnose" is "it"; a verb before "Sie" ("Rufen Sie") or "Ihr…" is the formal "you".
    const formal = /(?<!\p{L})([a-zäöü]+en Sie|Ihr(e|er|en|em|es)?|Ihnen)(?!\p{L})/u;
    expect(sentences('de').filter((sentence) => formal.test(sentence))).toEqual([]);
  });

  it('speaks Spanish with "tú", never with "usted"', () => {
    const formal = /(?<!\p{L})(usted|ustedes|llame|acuda|consulte|busque|pida|describa|descanse|beba|tome|quédese|conduzca)(?!\p{L})/iu;
    expect(sentences('es').filter((sentence) => formal.test(sentence))).toEqual([]);
  });
});
