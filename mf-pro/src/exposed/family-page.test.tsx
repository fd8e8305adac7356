import { removeFamilyMemberRoute, type FamilyMember } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell, sentBody } from '@app/ui/testing';
import FamilyPage from './family-page';

const INVITED_AT = '2025-03-05T12:00:00.000Z';
const member = (email: string, status: FamilyMember['status'] = 'invited'): FamilyMember => ({ email, status, invitedAt: INVITED_AT });
const family = (...members: FamilyMember[]) => jsonResponse({ slots: 3, members });
const invited = (...emails: string[]) => family(...emails.map((email) => member(email)));
const refusal = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

describe('FamilyPage', () => {
  it.each([
    ['pt', '1 de 3 vagas usadas', 'Ativo', 'Convite pendente', 'Convite enviado em 05/03/2025'],
    ['en', '1 of 3 places used', 'Active', 'Invitation pending', 'Invited on 03/05/2025'],
    ['fr', '1 place(s) utilisée(s) sur 3', 'Actif', 'Invitation en attente', 'Invitation envoyée le 05/03/2025'],
  ] as const)('shows each member with their status and invitation date (%s)', async (language, slots, active, pending, date) => {
    mockFetch(family(member('ana@example.com', 'active')));
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('ana@example.com');
    expect(item).toHaveTextContent(active);
    expect(item).not.toHaveTextContent(pending);
    expect(item).toHaveTextContent(date);
    expect(screen.getByText(slots)).toBeInTheDocument();
  });

  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', 'Por favor, digite um e-mail válido'],
    ['en', 'Email of the person you want to invite', 'Invite', 'Please enter a valid email'],
    ['de', 'E-Mail-Adresse der Person, die du einladen möchtest', 'Einladen', 'Bitte gib eine gültige E-Mail-Adresse ein'],
  ] as const)('refuses an empty or invalid e-mail without calling the service (%s)', async (language, label, invite, message) => {
    const fetchMock = mockFetch(invited());
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

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
    const fetchMock = mockFetch(invited('ana@example.com'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    await user.type(await screen.findByLabelText(label), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', '3 de 3 vagas usadas', 'Todas as vagas estão ocupadas.'],
    ['es', 'Correo electrónico de la persona que quieres invitar', 'Invitar', '3 de 3 plazas ocupadas', 'Todas las plazas están ocupadas.'],
  ] as const)('disables the form once the 3 places are taken (%s)', async (language, label, invite, slots, full) => {
    mockFetch(invited('a@example.com', 'b@example.com', 'c@example.com'));
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    expect(await screen.findByText(slots)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('button', { name: invite })).toBeDisabled();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(full));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    ['es', 'Correo electrónico de la persona que quieres invitar', 'Invitar', '1 de 3 plazas ocupadas'],
    ['en', 'Email of the person you want to invite', 'Invite', '1 of 3 places used'],
  ] as const)('invites a new e-mail, in the page language, through the pro service (%s)', async (language, label, invite, slots) => {
    const fetchMock = mockFetch(invited(), jsonResponse({ slots: 3, members: [member('ana@example.com')] }, 201));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    await user.type(await screen.findByLabelText(label), 'Ana@Example.com{Enter}');

    expect(await screen.findByRole('listitem')).toHaveTextContent('ana@example.com');
    expect(screen.getByText(slots)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.com');
    expect(screen.getByLabelText(label)).toHaveValue('');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/pro/family', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ana@example.com', language });
    expect(screen.getByRole('button', { name: invite })).toBeEnabled();
  });

  it.each([
    ['pt', 'E-mail da pessoa que você quer convidar', 'Convidar', 'Não foi possível adicionar o membro.'],
    ['fr', 'E-mail de la personne à inviter', 'Inviter', 'Impossible d’ajouter ce membre.'],
  ] as const)('keeps the list unchanged when adding fails (%s)', async (language, label, invite, message) => {
    mockFetch(invited(), refusal(500, 'internal', 'boom'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    await user.type(await screen.findByLabelText(label), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: invite }));

    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the service’s reason when it refuses an invitation, and keeps the list and the draft', async () => {
    const limit = 'Limit reached: You can invite up to 3 people to Family Profile';
    mockFetch(invited('a@example.com'), refusal(409, 'limit_reached', limit));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await user.type(await screen.findByLabelText('Email of the person you want to invite'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Email of the person you want to invite')).toHaveValue('ana@example.com');
  });

  it.each([
    ['pt', 'Remover', 'Cancelar', 'Remover membro?'],
    ['en', 'Remove', 'Cancel', 'Remove member?'],
  ] as const)('removing a member asks for confirmation first (%s)', async (language, remove, cancel, question) => {
    const fetchMock = mockFetch(invited('ana+pai@example.com', 'bia@example.com'), jsonResponse(undefined, 204));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language });

    await user.click(await screen.findByRole('button', { name: new RegExp(`${remove}.*ana\\+pai@example.com`) }));
    let dialog = screen.getByRole('alertdialog', { name: question });
    expect(dialog).toHaveTextContent('ana+pai@example.com');
    await user.click(within(dialog).getByRole('button', { name: cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: new RegExp(`${remove}.*ana\\+pai@example.com`) }));
    dialog = screen.getByRole('alertdialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: remove }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('bia@example.com');
    // The contract's DELETE /family/{email}, with the address encoded as one path segment.
    const removal = `/api/pro${removeFamilyMemberRoute.path.replace('{email}', 'ana%2Bpai%40example.com')}`;
    expect(fetchMock).toHaveBeenLastCalledWith(removal, expect.objectContaining({ method: 'DELETE' }));
  });

  it('can be used from the keyboard alone: invite, then remove with the confirmation', async () => {
    const fetchMock = mockFetch(
      invited(),
      jsonResponse({ slots: 3, members: [member('ana@example.com')] }, 201),
      jsonResponse(undefined, 204),
    );
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="en" apiBase="/api/pro" />, { language: 'en' });
    await screen.findByLabelText('Email of the person you want to invite');

    await user.tab();
    expect(screen.getByLabelText('Email of the person you want to invite')).toHaveFocus();
    await user.keyboard('ana@example.com{Enter}');
    const removeButton = await screen.findByRole('button', { name: /Remove.*ana@example.com/ });

    await user.tab();
    await user.tab();
    expect(removeButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removeButton).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Family members' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the member when removing fails', async () => {
    mockFetch(invited('ana@example.com'), new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="es" apiBase="/api/pro" />, { language: 'es' });

    await user.click(await screen.findByRole('button', { name: /Eliminar.*ana@example.com/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No se pudo eliminar al miembro. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('ana@example.com');
  });

  it('a failed load offers a retry', async () => {
    mockFetch(jsonResponse({}, 502), invited('ana@example.com'));
    const user = userEvent.setup();
    await renderInShell(<FamilyPage language="de" apiBase="/api/pro" />, { language: 'de' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Deine Daten konnten nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('ana@example.com');
  });

  it.each([
    ['pt', 'Recurso Premium', 'Assinar o Pro', '/pt/vitalia-pro'],
    ['de', 'Premium-Funktion', 'Pro abonnieren', '/de/vitalia-pro'],
  ] as const)(
    'an account without its own Pro plan is offered the Pro page instead of the form (%s)',
    async (language, title, cta, proPath) => {
      mockFetch(refusal(402, 'pro_required', 'Premium'));
      const user = userEvent.setup();
      await renderInShell(<FamilyPage language={language} apiBase="/api/pro" />, { language, path: '/family' });

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: cta }));
      expect(screen.getByTestId('current-path')).toHaveTextContent(proPath);
    },
  );

  it('an account without test access is told so, with no retry to press', async () => {
    const restricted = 'Acesso restrito: esta área está disponível apenas para testes internos.';
    mockFetch(refusal(403, 'test_access_required', restricted));
    await renderInShell(<FamilyPage language="pt" apiBase="/api/pro" />, { language: 'pt' });

    expect(await screen.findByRole('alert')).toHaveTextContent(restricted);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail da pessoa que você quer convidar')).not.toBeInTheDocument();
  });
});
