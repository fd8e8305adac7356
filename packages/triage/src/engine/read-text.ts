import { LANGUAGES, type Language } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import { matchFindings, type FindingMatch } from '../findings/match-findings';
import { withoutExcludedSites } from '../findings/site-exclusions';
import { negatedSpans } from '../text/negation';
import { foldText } from '../text/normalise';
import { tokenise, type Token } from '../text/tokenise';

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
}

function readIn(folded: string, tokens: Token[], language: Language): TextReading {
  const matches = withoutExcludedSites(tokens, matchFindings(tokens, language), language);
  const negated = negatedSpans(tokens, matches, language);
  const present = new Map<FindingId, FindingMatch[]>();
  const mentioned = new Set<FindingId>();
  matches.forEach((match, index) => {
    mentioned.add(match.finding);
    if (negated.has(index)) return;
    present.set(match.finding, [...(present.get(match.finding) ?? []), match]);
  });
  const absent = new Set([...mentioned].filter((finding) => !present.has(finding)));
  return { folded, tokens, language, present, absent, matches };
}

/**
 * Reads the findings of a text. When nothing is found in the request's language, the other four are tried (a
 * Portuguese page may receive a text in Spanish); the language with most findings wins.
 */
export function readText(text: string, language: Language): TextReading {
  const folded = foldText(text);
  const tokens = tokenise(folded);
  const reading = readIn(folded, tokens, language);
  if (reading.present.size > 0 || reading.absent.size > 0) return reading;
  let best = reading;
  for (const other of LANGUAGES) {
    if (other === language) continue;
    const candidate = readIn(folded, tokens, other);
    // One stray word is not a language: a switch needs at least two findings.
    if (candidate.present.size >= 2 && candidate.present.size > best.present.size) best = candidate;
  }
  return best;
}
