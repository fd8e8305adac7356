import type { Language } from '@app/contracts';
import type { Token } from '../normalise/tokenise';

export interface SeverityCues {
  /** Token positions of words saying a symptom is severe ("unbearable", "muito forte", "unerträglich"). */
  severeAt: readonly number[];
  /** A pain score out of 10, when one is given ("8/10", "9 de 10"). */
  painScore?: number;
}

/** Phrases for a severe symptom; a trailing `*` matches any ending. */
const SEVERE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'severe*',
    'excruciating',
    'unbearable',
    'agoni*',
    'terrible',
    'horrible',
    'horrendous',
    'awful',
    'intense',
    'worst',
    'extreme*',
    'really bad',
    'very bad',
    'so bad',
    'very strong',
    'crippling',
    'debilitating',
    'killing me',
    'cannot bear',
    'worst ever',
    'writhing',
    'doubled over',
    'like a knife',
    'like being stabbed',
  ],
  pt: [
    'muito forte',
    'forte demais',
    'fortissim*',
    'insuportave*',
    'intens*',
    'terrive*',
    'horrive*',
    'a pior',
    'pior dor',
    'excruciante',
    'lancinante',
    'severa',
    'severo',
    'grave',
    'demais',
    'muita dor',
    'absurda',
    'absurdo',
    'me matando',
    'nao aguento',
    'contorcendo',
    'se contorce',
    'dobrado de dor',
    'dobrada de dor',
    'como uma facada',
    'facada*',
  ],
  es: [
    'insoportable*',
    'muy fuerte',
    'fortisim*',
    'intens*',
    'terrible*',
    'horrible*',
    'el peor',
    'la peor',
    'atroz',
    'severo',
    'severa',
    'grave',
    'muchisimo dolor',
    'mucho dolor',
    'tremendo',
    'tremenda',
    'no aguanto',
    'me esta matando',
    'bestial',
    'retorciendo',
    'retuerce',
    'doblado de dolor',
    'doblada de dolor',
    'punalada*',
  ],
  de: [
    'unertraglich*',
    'sehr stark*',
    'heftig*',
    'extrem*',
    'furchtbar*',
    'schrecklich*',
    'schlimmst*',
    'hollisch*',
    'massiv*',
    'starkst*',
    'hoellisch*',
    'kaum auszuhalten',
    'nicht auszuhalten',
    'hochgradig*',
    'brutal*',
    'wahnsinnig*',
    'vernichtend*',
    'messerstich*',
    'wie ein messer',
    'krummt sich',
    'gekrummt',
    'weder liegen noch sitzen',
  ],
  fr: [
    'insupportable*',
    'tres fort',
    'tres forte',
    'tres forts',
    'tres fortes',
    'intense*',
    'atroce*',
    'terrible*',
    'horrible*',
    'la pire',
    'le pire',
    'violent',
    'violente',
    'violents',
    'violentes',
    'epouvantable*',
    'insoutenable*',
    'enorme douleur',
    'tres mal',
    'severe*',
    'se tord',
    'plie en deux',
    'pliee en deux',
    'coup de poignard',
    'comme un couteau',
  ],
};

const compiled = new Map<Language, string[][]>();

function phrasesFor(language: Language): string[][] {
  let phrases = compiled.get(language);
  if (!phrases) {
    phrases = SEVERE_WORDS[language].map((phrase) => phrase.split(' '));
    compiled.set(language, phrases);
  }
  return phrases;
}

function fits(pattern: string, word: string | undefined): boolean {
  if (word === undefined) return false;
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

const PAIN_SCORE = /\b(\d{1,2})\s*(?:\/|out of|de|sur|von|aus)\s*10\b/;

/** Where the text says a symptom is severe, and the pain score if one is given. */
export function extractSeverity(tokens: readonly Token[], folded: string, language: Language): SeverityCues {
  const severeAt: number[] = [];
  const phrases = phrasesFor(language);
  tokens.forEach((_, index) => {
    if (phrases.some((phrase) => phrase.every((word, offset) => fits(word, tokens[index + offset]?.text)))) severeAt.push(index);
  });
  const score = PAIN_SCORE.exec(folded);
  const painScore = score ? Number(score[1]) : undefined;
  return { severeAt, ...(painScore !== undefined && painScore <= 10 && { painScore }) };
}
