import type { TextSpan, UnderstoodFinding } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import type { FindingMatch } from '../findings/match-findings';
import type { TextReading } from '../findings/read-text';
import type { ClinicalFacts } from '../rules/facts';

function spansOf(text: string, reading: TextReading, match: FindingMatch): TextSpan[] {
  const parts = match.parts ?? [{ start: match.start, end: match.end }];
  return parts.map((part) => {
    const start = reading.tokens[part.start]!.start;
    const end = reading.tokens[part.end]!.end;
    return { start, end, text: text.slice(start, end) };
  });
}

function uniqueSpans(spans: readonly TextSpan[]): TextSpan[] {
  const seen = new Set<string>();
  return spans.filter((span) => {
    const key = `${span.start}:${span.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The findings read in the text and kept in the facts, each with the person's own words, in the order they were
 * written: shown back so a misunderstanding is visible. A finding the text negates ("no fever") is not listed.
 */
export function understoodFindings(
  text: string,
  reading: TextReading,
  facts: ClinicalFacts,
  labels: Readonly<Record<FindingId, string>>,
): UnderstoodFinding[] {
  return [...reading.present.entries()]
    .filter(([finding]) => facts.present.has(finding))
    .map(([finding, matches]) => ({ finding, matches: [...matches].sort((a, b) => a.start - b.start) }))
    .sort((a, b) => a.matches[0]!.start - b.matches[0]!.start)
    .map(({ finding, matches }) => ({
      id: finding,
      label: labels[finding],
      spans: uniqueSpans(matches.flatMap((match) => spansOf(text, reading, match))),
    }));
}
