import { LANGUAGES, type Language } from '@app/contracts';
import { tagConcepts, type ConceptTag } from '../concepts/tag-concepts';
import { negatedSpans } from '../context/negation';
import { isRemotePast, remotePastRanges, withoutRemotePast } from '../context/past-events';
import { foldText } from '../normalise/fold-text';
import { functionWordCount } from '../normalise/function-words';
import { tokenise, type Token } from '../normalise/tokenise';
import type { FindingId } from './finding-ids';
import { withGermanSpellingsRead } from './german-spelling';
import { matchConceptFindings } from './match-concept-findings';
import { matchFindings, type FindingMatch } from './match-findings';
import { withoutExcludedSites } from './site-exclusions';

export interface TextReading {
  folded: string;
  tokens: Token[];
  /** The language whose words were found: the request's, or another when the text is plainly in it. */
  language: Language;
  /** Findings stated and not negated, with where they were found. */
  present: Map<FindingId, FindingMatch[]>;
  /** Findings only ever stated as negated ("no fever"). */
  absent: Set<FindingId>;
  /** Every place a finding's words were found, negated or not. */
  matches: FindingMatch[];
  /** How many findings were told as long past and left out: the text was understood, as history. */
  toldOfLongAgo: number;
  /** The folded text without its long-past parts: the vital signs of today are read from it. */
  recentFolded: string;
  /** The concepts found in the text, by token position. */
  concepts: ConceptTag[];
}

function readIn(text: string, folded: string, language: Language): TextReading {
  const tokens = withGermanSpellingsRead(tokenise(text, language), language);
  const phraseMatches = matchFindings(tokens, language);
  const concepts = tagConcepts(tokens, language);
  const conceptMatches = matchConceptFindings(tokens, concepts, language);
  // What happened years ago ("had a stroke in 2019") is history, not a finding of today.
  const past = remotePastRanges(tokens, language);
  const found = withoutExcludedSites(tokens, [...phraseMatches, ...conceptMatches], language);
  const matches = found.filter((match) => !isRemotePast(match.finding, match, past));
  const negated = negatedSpans(tokens, matches, language);
  const present = new Map<FindingId, FindingMatch[]>();
  const mentioned = new Set<FindingId>();
  matches.forEach((match, index) => {
    mentioned.add(match.finding);
    if (negated.has(index) || ('negatedInside' in match && match.negatedInside)) return;
    present.set(match.finding, [...(present.get(match.finding) ?? []), match]);
  });
  const absent = new Set([...mentioned].filter((finding) => !present.has(finding)));
  const recentFolded = past.length > 0 ? foldText(withoutRemotePast(text, tokens, past)) : folded;
  return { folded, tokens, language, present, absent, matches, toldOfLongAgo: found.length - matches.length, recentFolded, concepts };
}

/**
 * Reads the findings of a text: phrases of the lexicon, and findings made up of concepts. When nothing is found
 * in the request's language, the other four are tried (a Portuguese page may receive a text in Spanish); the
 * language with most findings wins.
 */
export function readText(text: string, language: Language): TextReading {
  const folded = foldText(text);
  const reading = readIn(text, folded, language);
  // Findings told as long past were understood too: another language must not read them as today's.
  if (reading.present.size > 0 || reading.absent.size > 0 || reading.toldOfLongAgo > 0) return reading;
  let best = reading;
  for (const other of LANGUAGES) {
    if (other === language) continue;
    const candidate = readIn(text, folded, other);
    // One stray word is not a language: a switch needs at least two findings, and a text that reads more like the
    // request's language than like the other (its little words) stays unread rather than misread.
    if (candidate.present.size < 2 || candidate.present.size <= best.present.size) continue;
    if (functionWordCount(candidate.tokens, other) <= functionWordCount(reading.tokens, language)) continue;
    best = candidate;
  }
  return best;
}
