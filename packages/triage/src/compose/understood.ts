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

function covers(outer: readonly TextSpan[], inner: readonly TextSpan[]): boolean {
  const size = (spans: readonly TextSpan[]) => spans.reduce((sum, span) => sum + span.end - span.start, 0);
  return size(outer) > size(inner) && inner.every((span) => outer.some((other) => other.start <= span.start && other.end >= span.end));
}

/**
 * The findings read in the text and kept in the facts, each with the person's own words, in the order they were
 * written: shown back so a misunderstanding is visible. A finding the text negates ("no fever") is not listed, nor
 * one whose words all belong to a finding that says more.
 */
export function understoodFindings(
  text: string,
  reading: TextReading,
  facts: ClinicalFacts,
  labels: Readonly<Record<FindingId, string>>,
): UnderstoodFinding[] {
  return (
    [...reading.present.entries()]
      .filter(([finding]) => facts.present.has(finding))
      .map(([finding, matches]) => ({ finding, matches: [...matches].sort((a, b) => a.start - b.start) }))
      .sort((a, b) => a.matches[0]!.start - b.matches[0]!.start)
      .map(({ finding, matches }) => ({
        id: finding,
        label: labels[finding],
        spans: uniqueSpans(matches.flatMap((match) => spansOf(text, reading, match))),
      }))
      // "she cant lift her arm" is arm weakness; that it is also "cannot move" says nothing more.
      .filter((finding, _, all) => !all.some((other) => other !== finding && covers(other.spans, finding.spans)))
  );
}
