import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { InviteForm } from './invite-form';

const LABEL = 'Email of the person you want to invite';

describe('InviteForm', () => {
  it('hands over the e-mail trimmed and in lower case, then clears the field', async () => {
    const onInvite = jest.fn().mockResolvedValue(null);
    const user = userEvent.setup();
    await renderInShell(<InviteForm members={[]} busy={false} onInvite={onInvite} />, { language: 'en' });

    await user.type(screen.getByLabelText(LABEL), '  Ana@Example.COM {Enter}');

    expect(onInvite).toHaveBeenCalledWith('ana@example.com');
    expect(screen.getByLabelText(LABEL)).toHaveValue('');
  });

  it('shows why the invitation failed and keeps the draft', async () => {
    const onInvite = jest.fn().mockResolvedValue('Email already invited');
    const user = userEvent.setup();
    await renderInShell(<InviteForm members={[]} busy={false} onInvite={onInvite} />, { language: 'en' });

    await user.type(screen.getByLabelText(LABEL), 'ana@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already invited');
    expect(screen.getByLabelText(LABEL)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription('Email already invited');
  });

  it.each([
    ['pt', 'Por favor, digite um e-mail válido'],
    ['fr', 'Veuillez saisir une adresse e-mail valide'],
  ] as const)('refuses a blank e-mail in the page language (%s)', async (language, message) => {
    const onInvite = jest.fn();
    const user = userEvent.setup();
    await renderInShell(<InviteForm members={[]} busy={false} onInvite={onInvite} />, { language });

    await user.click(screen.getByRole('button'));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('is disabled, and says why, once 3 people are invited', async () => {
    await renderInShell(<InviteForm members={['a@example.com', 'b@example.com', 'c@example.com']} busy={false} onInvite={jest.fn()} />, {
      language: 'en',
    });

    expect(screen.getByLabelText(LABEL)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription('All places are taken. Remove someone to invite another person.');
  });

  it('cannot be sent twice while an invitation is on its way', async () => {
    await renderInShell(<InviteForm members={[]} busy onInvite={jest.fn()} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    expect(screen.getByLabelText(LABEL)).toBeEnabled();
  });
});
