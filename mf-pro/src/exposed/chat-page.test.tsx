import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_REPLY_DELAY_MS } from '../features/chat/hooks/use-chat';
import { renderInShell } from '@app/ui/testing';
import ChatPage from './chat-page';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setupUser() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('ChatPage', () => {
  it.each([
    ['pt', 'Sua mensagem', 'Você'],
    ['en', 'Your message', 'You'],
  ] as const)('Enter sends and Shift+Enter adds a line instead (%s)', async (language, label, author) => {
    const user = setupUser();
    await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language: language });
    const input = screen.getByLabelText(label);

    await user.type(input, 'Tenho febre{Shift>}{Enter}{/Shift}há dois dias');
    expect(input).toHaveValue('Tenho febre\nhá dois dias');
    expect(within(screen.getByRole('log')).queryByText(new RegExp(author))).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Tenho febre há dois dias', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it.each([
    ['es', 'Tu mensaje', 'Enviar', 'Escribe tu primera pregunta'],
    ['fr', 'Votre message', 'Envoyer', 'Écrivez votre première question'],
  ] as const)('blank text cannot be sent (%s)', async (language, label, send, empty) => {
    const user = setupUser();
    await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language: language });

    expect(screen.getByRole('button', { name: send })).toBeDisabled();
    await user.type(screen.getByLabelText(label), '   {Enter}');

    expect(screen.getByRole('button', { name: send })).toBeDisabled();
    expect(screen.getByRole('log')).toHaveTextContent(empty);
  });

  it.each([
    ['de', 'Deine Nachricht', 'Der Assistent schreibt…', /Testphase.*örtliche Notrufnummer/],
    ['pt', 'Sua mensagem', 'O assistente está digitando…', /fase de testes.*número de emergência local/],
  ] as const)('shows a typing indicator, then the canned reply after 1.2 s (%s)', async (language, label, typing, reply) => {
    const user = setupUser();
    await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language: language });

    await user.type(screen.getByLabelText(label), 'Kopfschmerzen{Enter}');
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(typing)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
    expect(within(log).queryByText(reply)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(within(log).getByText(reply)).toBeInTheDocument();
    expect(within(log).queryByText(typing)).not.toBeInTheDocument();
  });

  it('does not send while a reply is pending', async () => {
    const user = setupUser();
    await renderInShell(<ChatPage language="en" apiBase="/api/pro" />, { language: 'en' });
    const input = screen.getByLabelText('Your message');

    await user.type(input, 'first{Enter}second');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');

    expect(within(screen.getByRole('log')).queryByText('second')).not.toBeInTheDocument();
    expect(input).toHaveValue('second');

    act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(screen.getByRole('log')).getByText('second')).toBeInTheDocument();
  });
});
