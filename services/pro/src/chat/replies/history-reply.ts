import type { Language, RecentAnalysis } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';
import { localisedTexts } from '@app/triage';
import type { BuiltinReply, TriageState } from '../chat-state';
import { bullets, paragraphs, say } from '../chat-texts';
import type { RecentAnalysesResult } from '../recent-analyses-client';

/** Longer descriptions are shortened in the reply; the analysis itself keeps them whole. */
const MAX_QUOTE = 200;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTE ? `${flat.slice(0, MAX_QUOTE - 1)}…` : flat;
}

/** The calendar day in UTC: the service does not know the person's time zone. */
function day(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

function describe(analysis: RecentAnalysis, language: Language) {
  return {
    date: day(analysis.createdAt, language),
    text: quote(analysis.symptomsText),
    urgency: say(`urgency.${analysis.urgency}`, language),
  };
}

/** "What did my last analysis say?": the last one in some detail, the ones before in a line each. The conversation state is kept. */
export function historyReply(result: RecentAnalysesResult, language: Language, state: TriageState | undefined): BuiltinReply {
  const reply = (content: string): BuiltinReply => ({ kind: 'history', content, triage: state });
  if (result.status === 'unavailable') return reply(say('history.unavailable', language));
  const [last, ...earlier] = result.analyses;
  if (!last) return reply(say('history.none', language));
  return reply(
    paragraphs(
      say('history.last', language, describe(last, language)),
      last.topCauses.length > 0 && say('history.causes', language, { causes: localisedTexts(language).list(last.topCauses) }),
      earlier.length > 0 &&
        `${say('history.earlier', language)}\n${bullets(earlier.map((analysis) => say('history.item', language, describe(analysis, language))))}`,
    ),
  );
}
