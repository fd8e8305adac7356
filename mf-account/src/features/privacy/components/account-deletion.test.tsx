import type { DeletionRequest } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { loadPage } from '../../../shared/full-page-load';
import { apiError, bodiesSentTo, noContent, notFound, routeFetch } from '../../../testing/route-fetch';
import { DELETION_REQUESTED } from '../../../testing/settings-fixtures';
import { AccountDeletion } from './account-deletion';

jest.mock('../../../shared/full-page-load', () => ({ loadPage: jest.fn() }));

const CURRENT = 'GET /api/account/deletion-request';
const REQUEST = 'POST /api/account/deletion-request';
const STATUS = `GET /api/account/deletion-requests/${DELETION_REQUESTED.id}`;
const processing: DeletionRequest = { ...DELETION_REQUESTED, status: 'processing' };
const completed: DeletionRequest = { ...DELETION_REQUESTED, status: 'completed', completedAt: '2025-06-21T12:30:05.000Z' };

async function openDialog(language: 'pt' | 'en' | 'es' | 'de' | 'fr', deleteLabel: string, user: ReturnType<typeof userEvent.setup>) {
  await renderInShell(<AccountDeletion apiBase="/api/account" language={language} />, { language });
  await user.click(await screen.findByRole('button', { name: deleteLabel }));
  return screen.getByRole('alertdialog');
}

describe('delete my account', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(loadPage).mockClear();
  });

  it('says what is deleted, then needs the current password and an explicit confirmation', async () => {
    const fetchMock = routeFetch({ [CURRENT]: notFound() });
    const user = userEvent.setup();
    const dialog = await openDialog('en', 'Delete my account', user);

    expect(dialog).toHaveAccessibleName('Delete your account?');
    expect(dialog).toHaveTextContent('This permanently deletes, in every Vitalia service:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('your symptom analyses and history');
    expect(dialog).toHaveTextContent('Every session ends, on every device.');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    expect(submit).toBeDisabled();

    await user.type(password, 'my password');
    expect(submit).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that my account and all my data will be deleted for good.' }),
    );
    expect(submit).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, REQUEST)).toEqual([]);
  });

  it.each([
    [
      'pt',
      'Excluir minha conta',
      'Senha atual',
      'Entendo que minha conta e todos os meus dados serão excluídos definitivamente.',
      'Excluir minha conta definitivamente',
      'Senha incorreta.',
    ],
    [
      'de',
      'Mein Konto löschen',
      'Aktuelles Passwort',
      'Ich verstehe, dass mein Konto und alle meine Daten endgültig gelöscht werden.',
      'Mein Konto endgültig löschen',
      'Falsches Passwort.',
    ],
  ] as const)(
    'a wrong password is shown at the field and nothing typed is lost (%s)',
    async (language, deleteLabel, passwordLabel, confirmLabel, submitLabel, wrong) => {
      const fetchMock = routeFetch({
        [CURRENT]: notFound(),
        [REQUEST]: apiError(403, 'forbidden', 'x', [{ path: 'password', message: 'invalid_password' }]),
      });
      const user = userEvent.setup();
      const dialog = await openDialog(language, deleteLabel, user);

      await user.type(within(dialog).getByLabelText(passwordLabel), 'not my password');
      await user.click(within(dialog).getByRole('checkbox', { name: confirmLabel }));
      await user.click(within(dialog).getByRole('button', { name: submitLabel }));

      const password = await within(dialog).findByLabelText(passwordLabel);
      expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(wrong);
      expect(password).toHaveValue('not my password');
      expect(password).toHaveFocus();
      expect(within(dialog).getByRole('checkbox')).toBeChecked();
      expect(bodiesSentTo(fetchMock, REQUEST)).toEqual([{ password: 'not my password' }]);
    },
  );

  it('a locked account gets the lockout message, for the whole form', async () => {
    routeFetch({ [CURRENT]: notFound(), [REQUEST]: { ok: false, status: 429, json: async () => ({}) } as Response });
    const user = userEvent.setup();
    const dialog = await openDialog('es', 'Eliminar mi cuenta', user);

    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'secret');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Demasiadas contraseñas incorrectas. Espera unos minutos e inténtalo de nuevo.',
    );
  });

  it('a confirmed request shows its status every second until completed, then leaves for the home page signed out', async () => {
    jest.useFakeTimers();
    const fetchMock = routeFetch({
      [CURRENT]: notFound(),
      [REQUEST]: jsonResponse(DELETION_REQUESTED, 202),
      [STATUS]: [jsonResponse(processing), jsonResponse(completed)],
      'POST /api/identity/logout': noContent(),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openDialog('en', 'Delete my account', user);
    await user.type(within(dialog).getByLabelText('Current password'), 'my password');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    const progress = await screen.findByRole('region', { name: 'Account deletion' });
    expect(progress).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent('Your request has been registered and will be processed in a moment.');
    expect(within(progress).getByText('Request registered')).toHaveAttribute('aria-current', 'step');
    expect(bodiesSentTo(fetchMock, STATUS)).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(progress).getByRole('status')).toHaveTextContent(
      'Your sessions have ended and your data is being deleted in every service.',
    );
    expect(within(progress).getByText('Data being deleted')).toHaveAttribute('aria-current', 'step');

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(progress).getByRole('status')).toHaveTextContent('Your account and data have been deleted.');
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(bodiesSentTo(fetchMock, STATUS)).toHaveLength(2);

    await user.click(within(progress).getByRole('button', { name: 'Go to the home page' }));
    expect(bodiesSentTo(fetchMock, 'POST /api/identity/logout')).toEqual([{ scope: 'local' }]);
    expect(loadPage).toHaveBeenCalledWith('/en');
  });

  it('an open request found on load shows its status instead of the delete button', async () => {
    jest.useFakeTimers();
    routeFetch({
      [CURRENT]: jsonResponse(processing),
      [STATUS]: jsonResponse(completed),
      'POST /api/identity/logout': apiError(401, 'unauthorized', 'x'),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderInShell(<AccountDeletion apiBase="/api/account" language="fr" />, { language: 'fr' });

    const progress = await screen.findByRole('region', { name: 'Suppression du compte' });
    expect(progress).toHaveTextContent('Demandée le 21/06/2025');
    expect(within(progress).getByRole('status')).toHaveTextContent('Vos sessions ont pris fin');
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(progress).getByRole('status')).toHaveTextContent('Votre compte et vos données ont été supprimés.');
    // The cookies may already be gone: the way home does not depend on the sign-out answer.
    await user.click(within(progress).getByRole('button', { name: 'Aller à la page d’accueil' }));
    expect(loadPage).toHaveBeenCalledWith('/fr');
  });

  it('keeps following the status when a read fails', async () => {
    jest.useFakeTimers();
    routeFetch({ [CURRENT]: jsonResponse(DELETION_REQUESTED), [STATUS]: [new TypeError('Failed to fetch'), jsonResponse(completed)] });
    await renderInShell(<AccountDeletion apiBase="/api/account" language="de" />, { language: 'de' });
    const progress = await screen.findByRole('region', { name: 'Kontolöschung' });

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(progress).getByRole('status')).toHaveTextContent('Dein Antrag wurde erfasst');
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(progress).getByRole('status')).toHaveTextContent('Dein Konto und deine Daten wurden gelöscht.');
  });
});
