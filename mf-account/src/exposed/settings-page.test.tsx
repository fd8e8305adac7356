import type { UserSettings } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell, sentBody } from '@app/ui/testing';
import SettingsPage from './settings-page';

const settings: UserSettings = { email_notifications: true, language: 'portuguese', share_data_consent: false, theme: 'light' };

describe('SettingsPage', () => {
  it.each([
    ['pt', 'Alertas por e-mail', 'Salvar tudo', 'Configurações salvas.'],
    ['en', 'Email alerts', 'Save all', 'Settings saved.'],
  ] as const)('turning e-mail alerts off and saving all stores the settings (%s)', async (language, alerts, saveAll, saved) => {
    const fetchMock = mockFetch(jsonResponse(settings), jsonResponse({ ...settings, email_notifications: false }));
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language={language} apiBase="/api/account" />, { language: language });

    const toggle = await screen.findByRole('switch', { name: alerts });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: saveAll }));

    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(saved);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/account/settings', expect.objectContaining({ method: 'PUT' }));
    expect(sentBody(fetchMock, 1)).toEqual({ ...settings, email_notifications: false });
  });

  it.each([
    ['es', 'Guardar todo', 'No se pudo guardar la configuración. Inténtalo de nuevo.'],
    ['de', 'Alles speichern', 'Die Einstellungen konnten nicht gespeichert werden. Bitte versuche es erneut.'],
  ] as const)('a failed save shows the failure message (%s)', async (language, saveAll, message) => {
    mockFetch(jsonResponse(settings), jsonResponse({}, 503));
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language={language} apiBase="/api/account" />, { language: language });

    await user.click(await screen.findByRole('button', { name: saveAll }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('explains privacy and data, and security, without actions that do not exist yet', async () => {
    mockFetch(jsonResponse(settings));
    await renderInShell(<SettingsPage language="fr" apiBase="/api/account" />, { language: 'fr' });

    await screen.findByRole('switch');
    expect(screen.getByRole('heading', { name: 'Confidentialité et données' })).toBeInTheDocument();
    expect(screen.getByText(/au format JSON/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sécurité' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Tout enregistrer']);
  });

  it('a failed load offers a retry', async () => {
    mockFetch(new TypeError('Failed to fetch'), jsonResponse(settings));
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language="pt" apiBase="/api/account" />, { language: 'pt' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus dados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Alertas por e-mail' })).toBeChecked();
  });
});
