import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { bodiesSentTo, routeFetch } from '../testing/route-fetch';
import { SETTINGS, settingsPageRoutes } from '../testing/settings-fixtures';
import SettingsPage from './settings-page';

describe('SettingsPage', () => {
  it.each([
    ['pt', 'Alertas por e-mail', 'Salvar tudo', 'Configurações salvas.'],
    ['en', 'Email alerts', 'Save all', 'Settings saved.'],
  ] as const)('turning e-mail alerts off and saving all stores the settings (%s)', async (language, alerts, saveAll, saved) => {
    const fetchMock = routeFetch({
      ...settingsPageRoutes(),
      'PUT /api/account/settings': jsonResponse({ ...SETTINGS, email_notifications: false }),
    });
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language={language} apiBase="/api/account" />, { language: language });

    const toggle = await screen.findByRole('switch', { name: alerts });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: saveAll }));

    const notice = await screen.findByText(saved);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(bodiesSentTo(fetchMock, 'PUT /api/account/settings')).toEqual([{ ...SETTINGS, email_notifications: false }]);
  });

  it.each([
    ['es', 'Guardar todo', 'No se pudo guardar la configuración. Inténtalo de nuevo.'],
    ['de', 'Alles speichern', 'Die Einstellungen konnten nicht gespeichert werden. Bitte versuche es erneut.'],
  ] as const)('a failed save shows the failure message (%s)', async (language, saveAll, message) => {
    routeFetch({ ...settingsPageRoutes(), 'PUT /api/account/settings': jsonResponse({}, 503) });
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language={language} apiBase="/api/account" />, { language: language });

    await user.click(await screen.findByRole('button', { name: saveAll }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    [
      'pt',
      'Privacidade e dados',
      ['Baixar meus dados', 'Excluir minha conta'],
      'Segurança',
      ['Redefinir senha', 'Ativar a verificação em duas etapas'],
    ],
    ['en', 'Privacy and data', ['Download my data', 'Delete my account'], 'Security', ['Reset password', 'Turn on two-step verification']],
    [
      'es',
      'Privacidad y datos',
      ['Descargar mis datos', 'Eliminar mi cuenta'],
      'Seguridad',
      ['Restablecer contraseña', 'Activar la verificación en dos pasos'],
    ],
    [
      'de',
      'Datenschutz und Daten',
      ['Meine Daten herunterladen', 'Mein Konto löschen'],
      'Sicherheit',
      ['Passwort zurücksetzen', 'Zwei-Schritt-Verifizierung aktivieren'],
    ],
    [
      'fr',
      'Confidentialité et données',
      ['Télécharger mes données', 'Supprimer mon compte'],
      'Sécurité',
      ['Réinitialiser le mot de passe', 'Activer la validation en deux étapes'],
    ],
  ] as const)(
    'has a privacy-and-data card and a security card with their actions (%s)',
    async (language, privacy, privacyActions, security, securityActions) => {
      routeFetch(settingsPageRoutes());
      await renderInShell(<SettingsPage language={language} apiBase="/api/account" />, { language });

      const privacyCard = (await screen.findByRole('heading', { name: privacy, level: 2 })).closest('section')!;
      for (const action of privacyActions) expect(await within(privacyCard).findByRole('button', { name: action })).toBeEnabled();
      const securityCard = screen.getByRole('heading', { name: security, level: 2 }).closest('section')!;
      for (const action of securityActions) expect(await within(securityCard).findByRole('button', { name: action })).toBeEnabled();
    },
  );

  it('a failed load offers a retry', async () => {
    routeFetch({ ...settingsPageRoutes(), 'GET /api/account/settings': [new TypeError('Failed to fetch'), jsonResponse(SETTINGS)] });
    const user = userEvent.setup();
    await renderInShell(<SettingsPage language="pt" apiBase="/api/account" />, { language: 'pt' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus dados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Alertas por e-mail' })).toBeChecked();
  });
});
