import type { Analysis, HistoryItem } from '@app/contracts';
import type { HistoryRow } from '../storage/account-analyses';
import { historyTitle } from './history-title';

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A saved analysis as mf-account's history shows it (spec §3 "History item"; fullData keeps the column names). */
export function toHistoryItem(row: HistoryRow): HistoryItem {
  const analysis = row.aiResponse as Partial<Analysis>;
  const possibleCauses = asStrings(row.possiveisCausas);
  const recommendations = row.recomendacoes === null ? undefined : asStrings(row.recomendacoes);
  return {
    id: row.id,
    type: 'symptom',
    title: historyTitle(row.symptomsText),
    date: row.createdAt.toISOString(),
    status: row.status === 'completed' ? 'completed' : 'pending',
    // The card shows two lines: the engine's summary, or the likely causes when a provider gave none.
    summary: analysis.summary?.trim() || possibleCauses.join(', '),
    fullData: {
      symptoms_text: row.symptomsText,
      nivel_urgencia: row.nivelUrgencia,
      possiveis_causas: possibleCauses,
      proximos_passos: asStrings(row.proximosPassos),
      ...(recommendations ? { recomendacoes: recommendations } : {}),
      ...(analysis.engineVersion
        ? {
            report: {
              understood: analysis.understood ?? [],
              causes: (analysis.possibleCauses ?? []).map(({ name, evidence }) => ({ name, evidence })),
              engineVersion: analysis.engineVersion,
            },
          }
        : {}),
    },
  };
}
