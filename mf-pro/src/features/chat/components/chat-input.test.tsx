import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { ChatInput } from './chat-input';

describe('ChatInput', () => {
  it('sends the draft on Enter and keeps Shift+Enter for a new line', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const user = userEvent.setup();
    await renderInShell(<ChatInput pending={false} onSend={onSend} />, { language: 'en' });
    const input = screen.getByLabelText('Your message');

    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');

    expect(onSend).toHaveBeenCalledWith('line one\nline two');
    expect(input).toHaveValue('');
  });

  it('sends nothing while a reply is pending', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const user = userEvent.setup();
    await renderInShell(<ChatInput pending onSend={onSend} />, { language: 'de' });

    await user.type(screen.getByLabelText('Deine Nachricht'), 'Hallo{Enter}');

    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    expect(screen.getByLabelText('Deine Nachricht')).toHaveValue('Hallo');
  });

  it('gives the draft back when it could not be sent', async () => {
    const user = userEvent.setup();
    await renderInShell(<ChatInput pending={false} onSend={() => Promise.resolve(false)} />, { language: 'pt' });

    await user.type(screen.getByLabelText('Sua mensagem'), 'Tenho tosse{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Sua mensagem')).toHaveValue('Tenho tosse'));
  });
});
