import type { Language } from '@app/contracts';
import { send } from '@app/ui';

/** Deletes one of the signed-in user's analyses (`apiBase`: the symptoms API); its shared links stop working. */
export async function deleteAnalysis(apiBase: string, language: Language, id: string): Promise<void> {
  await send(`${apiBase}/analyses/${encodeURIComponent(id)}`, { language, method: 'DELETE' });
}
