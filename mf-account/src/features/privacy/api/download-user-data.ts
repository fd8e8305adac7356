import type { Language } from '@app/contracts';
import { send } from '@app/ui';
import { exportFilename } from '../export-filename';

/** `GET /export`: everything every service holds about the user, as the file to save. */
export async function downloadUserData(apiBase: string, language: Language): Promise<{ file: Blob; filename: string }> {
  const response = await send(`${apiBase}/export`, { language });
  return { file: await response.blob(), filename: exportFilename(response.headers.get('Content-Disposition'), new Date()) };
}
