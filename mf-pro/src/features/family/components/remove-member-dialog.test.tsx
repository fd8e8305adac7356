import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { RemoveMemberDialog } from './remove-member-dialog';

describe('RemoveMemberDialog', () => {
  it.each([
    ['pt', 'Remover membro?', 'ana@example.com deixará de ter acesso aos recursos Pro.', 'Cancelar'],
    ['de', 'Mitglied entfernen?', 'ana@example.com verliert den Zugang zu den Pro-Funktionen.', 'Abbrechen'],
  ] as const)('names the member and what they lose, with the focus on cancel (%s)', async (language, title, text, cancel) => {
    await renderInShell(<RemoveMemberDialog email="ana@example.com" onConfirm={jest.fn()} onCancel={jest.fn()} />, { language });

    expect(screen.getByRole('alertdialog', { name: title })).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: cancel })).toHaveFocus();
  });

  it('cancels on Escape and confirms only on the remove button', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    await renderInShell(<RemoveMemberDialog email="ana@example.com" onConfirm={onConfirm} onCancel={onCancel} />, { language: 'en' });

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
