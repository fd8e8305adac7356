import type { Language } from '@app/contracts';
import type { ConceptTag } from '../concepts/tag-concepts';
import { inNotCue, isClauseBreak, negationWords } from '../context/negation';
import type { Token } from '../normalise/tokenise';
import { CONCEPT_FINDINGS } from './concept-findings';
import type { FindingMatch } from './match-findings';

export interface ConceptFindingMatch extends FindingMatch {
  /** A negation word among the finding's concepts that belongs to none of them ("face is not drooping"). */
  negatedInside: boolean;
}

/** How near after a match a concept of `unlessFollowedBy` counts ("not waking her from sleep"). */
const CLOSE_AFTER = 3;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

function clauseOf(tokens: readonly Token[], language: Language): number[] {
  let clause = 0;
  return tokens.map((token) => (isClauseBreak(token, language) ? ++clause : clause));
}

/** Two tags share words; the parts of one compound ("Ohrenweh") are words of their own. */
function overlaps(tag: ConceptTag, chosen: readonly ConceptTag[]): boolean {
  return chosen.some((other) => tag.start <= other.end && other.start <= tag.end && !(tag.compound && other.compound));
}

/** One tag per group, all in the clause of the first, the nearest ones first; undefined when a group has none. */
function choose(
  groups: readonly (readonly ConceptTag[])[],
  clause: readonly number[],
  within: number,
  ordered: boolean,
  acrossClauses: boolean,
): ConceptTag[] | undefined {
  for (const first of groups[0]!) {
    const chosen = [first];
    for (const candidates of groups.slice(1)) {
      const near = candidates
        .filter(
          (tag) =>
            (acrossClauses || clause[tag.start] === clause[first.start]) &&
            !overlaps(tag, chosen) &&
            (!ordered || tag.start > chosen[chosen.length - 1]!.end),
        )
        .sort((a, b) => Math.abs(a.start - first.start) - Math.abs(b.start - first.start))[0];
      if (!near) break;
      chosen.push(near);
    }
    if (chosen.length < groups.length) continue;
    // The distance between the concepts, not the length of their phrases ("me sens partir" is one concept).
    const gap = Math.max(...chosen.map((tag) => tag.start)) - Math.min(...chosen.map((tag) => tag.end));
    if (gap <= within) return chosen;
  }
  return undefined;
}

/** The findings defined over concepts (see `CONCEPT_FINDINGS`) that the text's concepts make up. */
export function matchConceptFindings(tokens: readonly Token[], tags: readonly ConceptTag[], language: Language): ConceptFindingMatch[] {
  const clause = clauseOf(tokens, language);
  const cues = negationWords(language);
  // A word of the negation concept counts too: spoken French drops the "ne" ("ça saigne plus beaucoup").
  const negationAt = new Set(tags.filter((tag) => tag.concept === 'negation').flatMap((tag) => range(tag.start, tag.end)));
  const isCue = (at: number) =>
    (negationAt.has(at) || cues.has(tokens[at]!.text) || /^(?:kein|aucun)/.test(tokens[at]!.text)) && !inNotCue(tokens, at, language);
  const byConcept = new Map<string, ConceptTag[]>();
  for (const tag of tags) byConcept.set(tag.concept, [...(byConcept.get(tag.concept) ?? []), tag]);
  const matches: ConceptFindingMatch[] = [];
  for (const definition of CONCEPT_FINDINGS) {
    // A reading with a denial inside gives way only to an alternative whose own words hold the negation: "spür untenrum
    // nix mehr beim abwischen, kann nich pinkeln und beide beine kribbeln" is told through it. Any other reading stays
    // denied ("kommt nicht wieder zu sich" is no coming round).
    let denied: ConceptFindingMatch | undefined;
    for (const alternative of definition.alternatives) {
      const groups = alternative.groups.map((group) => group.flatMap((concept) => byConcept.get(concept) ?? []));
      if (groups.some((candidates) => candidates.length === 0)) continue;
      const acrossClauses = alternative.acrossClauses ?? false;
      const chosen = choose(groups, clause, alternative.within, alternative.ordered ?? false, acrossClauses);
      if (!chosen) continue;
      const start = Math.min(...chosen.map((tag) => tag.start));
      const end = Math.max(...chosen.map((tag) => tag.end));
      if (alternative.noComma && tokens.slice(start, end + 1).some((token) => token.kind === 'comma')) continue;
      const excluded = alternative.unless ?? [];
      // "pain low down in the back" is back pain: an excluding concept counts anywhere near, not only between.
      const reach = alternative.unlessReach ?? alternative.within;
      if (
        tags.some(
          (tag) =>
            excluded.includes(tag.concept) &&
            clause[tag.start] === clause[start] &&
            tag.start <= (alternative.unlessBefore ? start - 1 : end + reach) &&
            tag.end >= start - reach,
        )
      )
        continue;
      const following = alternative.unlessFollowedBy;
      if (
        following &&
        tags.some(
          (tag) =>
            following.includes(tag.concept) && tag.start > end && tag.start <= end + CLOSE_AFTER && clause[tag.start] === clause[end],
        )
      )
        continue;
      const used = (at: number) => chosen.some((tag) => at >= tag.start && at <= tag.end);
      // A finding whose wording holds its own negation takes the others as concord, not as a denial: "no siento
      // nada ni la cola ni los genitales", "je ne sens plus rien", "no puede mover nada del lado derecho".
      const negationIsPart = alternative.groups.some((group) => group.includes('negation') || group.includes('unable'));
      // Across clauses only the words of each sign count: "keine Ahnung warum ich das tippe" denies none of them.
      const inside = (at: number) =>
        !acrossClauses || chosen.some((tag) => at >= tag.start - 2 && at <= tag.end && clause[at] === clause[tag.start]);
      let negatedInside = false;
      for (let at = start; at <= end; at++) if (!negationIsPart && !used(at) && inside(at) && isCue(at)) negatedInside = true;
      if (denied && !negationIsPart) continue;
      const match = {
        finding: definition.finding,
        start,
        end,
        parts: chosen.map(({ start: from, end: to }) => ({ start: from, end: to })),
        negatedInside,
      };
      if (negatedInside) {
        denied ??= match;
        continue;
      }
      matches.push(match);
      denied = undefined;
      break;
    }
    if (denied) matches.push(denied);
  }
  return matches;
}
