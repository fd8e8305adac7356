import type { TextSpan, UnderstoodFinding } from '@app/contracts';

/** A piece of the analysed text, highlighted when the engine read a finding there. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

/**
 * The spans whose offsets lie inside `text`. The offsets come from another system (the engine, or a provider
 * that may count differently); a span that points outside the text would highlight nothing meaningful.
 */
export function spansInText(text: string, spans: readonly TextSpan[]): TextSpan[] {
  return spans.filter(
    ({ start, end }) => Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start < end && end <= text.length,
  );
}

/** The person's own words at a span: what the text holds there, so the quote always matches the highlight. */
export function wordsAt(text: string, span: TextSpan): string {
  return text.slice(span.start, span.end);
}

/** `text` cut into plain and highlighted segments, overlapping or touching spans joined into one highlight. */
export function highlightSegments(text: string, findings: readonly UnderstoodFinding[]): TextSegment[] {
  const spans = findings.flatMap((finding) => spansInText(text, finding.spans)).sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const { start, end } of spans) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { start, end } of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}
