import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell, sentBody } from '@app/ui/testing';
import FamilyPage from './family-page';

const family = (...family_emails: string[]) => jsonResponse({ family_emails });

describe('FamilyPage', () => {
  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', 'Por favor, digite um e-mail válido'],
    ['en', 'Email of the person you want to invite', 'Invite', 'Please enter a valid email'],
  ] as const)('refuses an invalid e-mail (%s)', async (language, label, invite, message) => {
    const fetchMock = mockFetch(family());
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    await user.click(await screen.findByRole('button', { name: invite }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    await user.type(screen.getByLabelText(label), 'ana@example');
    await user.click(screen.getByRole('button', { name: invite }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Email of the person you want to invite', 'Invite', 'Email already invited'],
    ['fr', 'E-mail de la personne à inviter', 'Inviter', 'Cette adresse e-mail a déjà été invitée'],
  ] as const)('refuses an e-mail already invited (%s)', async (language, label, invite, message) => {
    const fetchMock = mockFetch(family('ana@example.com'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    await user.type(await screen.findByLabelText(label), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', '3 de 3 vagas usadas', 'Limite atingido'],
    ['de', 'E-Mail-Adresse der Person, die du einladen möchtest', 'Einladen', '3 von 3 Plätzen belegt', 'Limit erreicht'],
  ] as const)('invites no more than 3 people (%s)', async (language, label, invite, slots, limit) => {
    const fetchMock = mockFetch(family('a@example.com', 'b@example.com', 'c@example.com'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    expect(await screen.findByText(slots)).toBeInTheDocument();
    await user.type(screen.getByLabelText(label), 'd@example.com');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(screen.getByRole('alert')).toHaveTextContent(limit);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['es', 'Correo electrónico de la persona que quieres invitar', 'Invitar', '1 de 3 plazas ocupadas'],
    ['en', 'Email of the person you want to invite', 'Invite', '1 of 3 places used'],
  ] as const)('invites a new e-mail through the pro service (%s)', async (language, label, invite, slots) => {
    const fetchMock = mockFetch(family(), jsonResponse({ family_emails: ['ana@example.com'] }, 201));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    await user.type(await screen.findByLabelText(label), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(await screen.findByRole('listitem')).toHaveTextContent('ana@example.com');
    expect(screen.getByText(slots)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.com');
    expect(screen.getByLabelText(label)).toHaveValue('');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/pro/family', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ana@example.com' });
  });

  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', 'Não foi possível adicionar o membro.'],
    ['fr', 'E-mail de la personne à inviter', 'Inviter', 'Impossible d’ajouter ce membre.'],
  ] as const)('keeps the list unchanged when adding fails (%s)', async (language, label, invite, message) => {
    mockFetch(family(), jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    await user.type(await screen.findByLabelText(label), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it.each([
    ['pt', 'Remover', 'Cancelar', 'Remover membro?'],
    ['en', 'Remove', 'Cancel', 'Remove member?'],
  ] as const)('removing a member asks for confirmation first (%s)', async (language, remove, cancel, question) => {
    const fetchMock = mockFetch(family('ana@example.com', 'bia@example.com'), jsonResponse({ family_emails: ['bia@example.com'] }));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language: language });

    await user.click(await screen.findByRole('button', { name: new RegExp(`${remove}.*ana@example.com`) }));
    let dialog = screen.getByRole('alertdialog', { name: question });
    expect(dialog).toHaveTextContent('ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: new RegExp(`${remove}.*ana@example.com`) }));
    dialog = screen.getByRole('alertdialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: remove }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('bia@example.com');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/pro/family', expect.objectContaining({ method: 'DELETE' }));
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ana@example.com' });
  });

  it('keeps the member when removing fails', async () => {
    mockFetch(family('ana@example.com'), new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="es" apiBase="/api/pro" />, { language: 'es' });

    await user.click(await screen.findByRole('button', { name: /Eliminar.*ana@example.com/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No se pudo eliminar al miembro. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('ana@example.com');
  });

  it('a failed load offers a retry', async () => {
    mockFetch(jsonResponse({}, 502), family('ana@example.com'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="de" apiBase="/api/pro" />, { language: 'de' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Deine Daten konnten nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('ana@example.com');
  });

  it('shows the service’s reason when it refuses an invitation, and keeps the list', async () => {
    const premium = 'Premium feature: the Family Profile is part of the Pro plan.';
    mockFetch(family(), jsonResponse({ error: { code: 'forbidden', message: premium } }, 403));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await user.type(await screen.findByLabelText('Email of the person you want to invite'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(premium);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email of the person you want to invite')).toHaveValue('ana@example.com');
  });

  it('an account without test access is told so, with no retry to press', async () => {
    const restricted = 'Acesso restrito: esta área está disponível apenas para testes internos.';
    mockFetch(jsonResponse({ error: { code: 'forbidden', message: restricted } }, 403));
    await renderInShell(<FamilyPage language="pt" apiBase="/api/pro" />, { language: 'pt' });

    expect(await screen.findByRole('alert')).toHaveTextContent(restricted);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail da pessoa que você quer convidar')).not.toBeInTheDocument();
  });
});
