import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { apiError, bodiesSentTo, noContent, routeFetch } from '../../../testing/route-fetch';
import { PHONE_SESSION, THIS_SESSION } from '../../../testing/settings-fixtures';
import { SessionsList } from './sessions-list';

const LIST = 'GET /api/identity/sessions';
const bothDevices = jsonResponse({ sessions: [THIS_SESSION, PHONE_SESSION] });
const thisDeviceOnly = jsonResponse({ sessions: [THIS_SESSION] });

describe('the sessions list', () => {
  it('shows each device readably, with "this device" marked and the others ready to be signed out', async () => {
    routeFetch({ [LIST]: bothDevices });
    await renderInShell(<SessionsList language="en" />, { language: 'en' });

    const items = within(await screen.findByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Firefox on WindowsThis device/);
    expect(items[0]).toHaveTextContent('IP address 203.0.113.7');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/^Safari on iOS/);
    expect(items[1]).toHaveTextContent(/Signed in \d\d\/\d\d\/2025.* · last active /);
    expect(items[1]).toHaveTextContent('Recife, Brasil · IP address 198.51.100.23');
    expect(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iOS, signed in \d\d\/\d\d\/2025/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeEnabled();
  });

  it('signs out one other device and shows the list as it is now', async () => {
    const fetchMock = routeFetch({
      [LIST]: [bothDevices, thisDeviceOnly],
      [`DELETE /api/identity/sessions/${PHONE_SESSION.id}`]: noContent(),
    });
    const user = userEvent.setup();
    await renderInShell(<SessionsList language="pt" />, { language: 'pt' });

    await user.click(await screen.findByRole('button', { name: /^Encerrar sessão: Safari no iOS/ }));

    expect(await screen.findByText('A sessão foi encerrada.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sessões ativas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Você não está conectado em nenhum outro dispositivo.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `DELETE /api/identity/sessions/${PHONE_SESSION.id}`)).toHaveLength(1);
  });

  it('signs out of all other sessions at once', async () => {
    const fetchMock = routeFetch({ [LIST]: [bothDevices, thisDeviceOnly], 'POST /api/identity/logout': noContent() });
    const user = userEvent.setup();
    await renderInShell(<SessionsList language="es" />, { language: 'es' });

    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las demás sesiones' }));

    expect(await screen.findByText('Se han cerrado todas las demás sesiones.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/identity/logout')).toEqual([{ scope: 'others' }]);
    expect(screen.queryByRole('button', { name: 'Cerrar todas las demás sesiones' })).not.toBeInTheDocument();
  });

  it("shows identity's localised refusal and the sessions as they really are", async () => {
    routeFetch({
      [LIST]: [bothDevices, thisDeviceOnly],
      [`DELETE /api/identity/sessions/${PHONE_SESSION.id}`]: apiError(
        404,
        'not_found',
        'Sitzung nicht gefunden: Sie wurde bereits beendet.',
      ),
    });
    const user = userEvent.setup();
    await renderInShell(<SessionsList language="de" />, { language: 'de' });

    await user.click(await screen.findByRole('button', { name: /^Abmelden: Safari auf iOS/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung nicht gefunden: Sie wurde bereits beendet.');
    expect(within(screen.getByRole('list', { name: 'Aktive Sitzungen' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names an unrecognised client plainly and offers a retry when the list cannot be loaded', async () => {
    routeFetch({
      [LIST]: [
        new TypeError('Failed to fetch'),
        jsonResponse({ sessions: [{ ...THIS_SESSION, userAgent: 'curl/8.5.0', ipAddress: null }] }),
      ],
    });
    const user = userEvent.setup();
    await renderInShell(<SessionsList language="fr" />, { language: 'fr' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos sessions.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^Appareil inconnuCet appareil/);
  });
});
