import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { MemberList } from './member-list';

const MEMBERS = [
  { email: 'ana@example.com', status: 'active', invitedAt: '2025-03-05T12:00:00.000Z' },
  { email: 'bia@example.com', status: 'invited', invitedAt: '2025-12-24T12:00:00.000Z' },
] as const;

describe('MemberList', () => {
  it.each([
    ['pt', ['Ativo', 'Convite enviado em 05/03/2025'], ['Convite pendente', 'Convite enviado em 24/12/2025']],
    ['es', ['Activo', 'Invitación enviada el 05/03/2025'], ['Invitación pendiente', 'Invitación enviada el 24/12/2025']],
    ['de', ['Aktiv', 'Eingeladen am 05.03.2025'], ['Einladung ausstehend', 'Eingeladen am 24.12.2025']],
  ] as const)('labels each status in words, with the invitation date (%s)', async (language, active, invited) => {
    await renderInShell(<MemberList members={MEMBERS} language={language} busy={false} onRemove={jest.fn()} />, { language });

    const [first, second] = screen.getAllByRole('listitem');
    for (const text of active) expect(first).toHaveTextContent(text);
    for (const text of invited) expect(second).toHaveTextContent(text);
    expect(first!.querySelector('[data-status]')).toHaveAttribute('data-status', 'active');
  });

  it('names the member on each remove button and hands over their e-mail', async () => {
    const onRemove = jest.fn();
    const user = userEvent.setup();
    await renderInShell(<MemberList members={MEMBERS} language="en" busy={false} onRemove={onRemove} />, { language: 'en' });

    await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Remove bia@example.com' }));

    expect(onRemove).toHaveBeenCalledWith('bia@example.com');
  });

  it('blocks removing while a change is on its way', async () => {
    await renderInShell(<MemberList members={MEMBERS} language="fr" busy onRemove={jest.fn()} />, { language: 'fr' });
    for (const button of screen.getAllByRole('button', { name: /Retirer/ })) expect(button).toBeDisabled();
  });

  it('says when nobody is invited yet', async () => {
    await renderInShell(<MemberList members={[]} language="en" busy={false} onRemove={jest.fn()} />, { language: 'en' });
    expect(screen.getByText('You have not invited anyone yet.')).toBeInTheDocument();
  });
});
