import type { Profile } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell, sentBody } from '@app/ui/testing';
import ProfilePage from './profile-page';

const profile: Profile = {
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: null,
  birth_date: '1990-04-12',
  created_at: '2025-02-03T12:00:00Z',
  last_login: '2025-06-10T12:00:00Z',
  ip_location: { city: 'Recife', region: 'PE', country: 'Brasil' },
};

describe('ProfilePage', () => {
  it('shows the avatar card with initials, member-since date and the approximate location', async () => {
    mockFetch(jsonResponse(profile));
    await renderInShell(<ProfilePage language="pt" apiBase="/api/account" />, { language: 'pt' });

    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByText('Membro desde 03/02/2025')).toBeInTheDocument();
    expect(screen.getByText(/Último acesso: 10\/06\/2025/)).toBeInTheDocument();
    expect(screen.getByText('Recife, PE, Brasil')).toBeInTheDocument();
    expect(screen.getByText('12/04/1990')).toBeInTheDocument();
  });

  it('has no location card when the location is unknown', async () => {
    mockFetch(jsonResponse({ ...profile, ip_location: null }));
    await renderInShell(<ProfilePage language="en" apiBase="/api/account" />, { language: 'en' });

    await screen.findByRole('heading', { name: 'Ana Souza' });
    expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
  });

  it.each([
    ['pt', 'Editar', 'Nome completo', 'Cancelar'],
    ['en', 'Edit', 'Full name', 'Cancel'],
  ] as const)('cancel restores the values (%s)', async (language, edit, nameLabel, cancel) => {
    const fetchMock = mockFetch(jsonResponse(profile));
    const user = userEvent.setup();
    await renderInShell(<ProfilePage language={language} apiBase="/api/account" />, { language: language });

    await user.click(await screen.findByRole('button', { name: edit }));
    const name = screen.getByLabelText(nameLabel);
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: cancel }));

    expect(screen.queryByLabelText(nameLabel)).not.toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: edit }));
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Ana Souza');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Edit', 'Save', 'Invalid phone format'],
    ['es', 'Editar', 'Guardar', 'Formato de teléfono no válido'],
  ] as const)('a failed save shows the error and stays in edit mode (%s)', async (language, edit, save, message) => {
    mockFetch(jsonResponse(profile), jsonResponse({ error: { code: 'validation', message } }, 400));
    const user = userEvent.setup();
    await renderInShell(<ProfilePage language={language} apiBase="/api/account" />, { language: language });

    await user.click(await screen.findByRole('button', { name: edit }));
    await user.click(screen.getByRole('button', { name: save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: save })).toBeInTheDocument();
  });

  it('a failed save without a message from the service shows the page’s own text', async () => {
    mockFetch(jsonResponse(profile), new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderInShell(<ProfilePage language="de" apiBase="/api/account" />, { language: 'de' });

    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Deine Angaben konnten nicht gespeichert werden.');
  });

  it('offers only birth dates from 1900 to today', async () => {
    mockFetch(jsonResponse(profile));
    const user = userEvent.setup();
    await renderInShell(<ProfilePage language="en" apiBase="/api/account" />, { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const birthDate = screen.getByLabelText('Date of birth');
    expect(birthDate).toHaveAttribute('min', '1900-01-01');
    expect(birthDate.getAttribute('max')! >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it.each([
    ['pt', 'Editar', 'Salvar', 'Telefone', 'Perfil atualizado. Suas informações foram salvas com sucesso.'],
    ['fr', 'Modifier', 'Enregistrer', 'Téléphone', 'Profil mis à jour. Vos informations ont bien été enregistrées.'],
  ] as const)(
    'a successful save sends name, birth_date and phone, then returns to view (%s)',
    async (language, edit, save, phoneLabel, saved) => {
      const updated = { ...profile, phone: '+55 81 99999-0000' };
      const fetchMock = mockFetch(jsonResponse(profile), jsonResponse(updated));
      const user = userEvent.setup();
      await renderInShell(<ProfilePage language={language} apiBase="/api/account" />, { language: language });

      await user.click(await screen.findByRole('button', { name: edit }));
      expect(screen.getByRole('textbox', { name: /mail/i })).toHaveAttribute('readonly');
      await user.type(screen.getByLabelText(phoneLabel), '+55 81 99999-0000');
      await user.click(screen.getByRole('button', { name: save }));

      expect(await screen.findByRole('status')).toHaveTextContent(saved);
      expect(fetchMock).toHaveBeenLastCalledWith('/api/account/profile', expect.objectContaining({ method: 'PATCH' }));
      expect(sentBody(fetchMock, 1)).toEqual({ name: 'Ana Souza', birth_date: '1990-04-12', phone: '+55 81 99999-0000' });
      expect(screen.getByRole('button', { name: edit })).toBeInTheDocument();
      expect(screen.getByText('+55 81 99999-0000')).toBeInTheDocument();
    },
  );
});
