import type { Language, UserSettings } from '@app/contracts';
import { saveSettings } from '../../settings/api/save-settings';

/** The choice lives in the user's settings; "save all" sends them whole, with only this choice changed. */
export function saveExamAnalysisNotify(
  apiBase: string,
  language: Language,
  settings: UserSettings,
  notify: boolean,
): Promise<UserSettings> {
  return saveSettings(apiBase, language, { ...settings, exam_analysis_notify: notify });
}
