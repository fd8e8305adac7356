import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import type { Language, SharingSlots } from '@app/contracts';
import { pathFor, symptoms } from '@app/i18n';
import { renderInShell } from '@app/ui/testing';
import SymptomsPage from '../../../exposed/symptoms-page';

export const API = '/api/symptoms';

/** The symptom page as the shell renders it, at its own path in `language`, with the sharing widgets if given. */
export function renderSymptomsPage(language: Language, sharing?: SharingSlots) {
  return renderInShell(<SymptomsPage language={language} apiBase={API} sharing={sharing} />, {
    language,
    path: pathFor(language, 'symptoms'),
  });
}

/** Types a description and presses the analyze button, in the page's language. */
export async function describeSymptoms(user: UserEvent, language: Language, text: string) {
  await user.type(screen.getByLabelText(symptoms[language].form.label), text);
  await user.click(screen.getByRole('button', { name: symptoms[language].form.analyze }));
}

/** A JSON answer carrying response headers (the helper from @app/ui/testing has none). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { ...response, headers: { get: (name: string) => lower[name.toLowerCase()] ?? null } } as unknown as Response;
}
