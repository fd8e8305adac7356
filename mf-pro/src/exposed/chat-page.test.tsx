import type { ChatExchange, ChatMessage } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell, sentBody } from '@app/ui/testing';
import ChatPage from './chat-page';

const AT = '2026-11-20T10:00:00.000Z';
const message = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: crypto.randomUUID(),
  role,
  content,
  createdAt: AT,
  ...extra,
});
const conversation = (...messages: ChatMessage[]) => jsonResponse({ messages });
const exchange = (question: string, reply: string, extra: Partial<ChatMessage> = {}) =>
  jsonResponse({ message: message('user', question), reply: message('assistant', reply, extra) } satisfies ChatExchange, 201);
const refusal = (status: number, code: string, text: string) => jsonResponse({ error: { code, message: text } }, status);

/** A fetch answer that arrives when the test says so. */
function later() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('ChatPage', () => {
  it('loads the conversation when it opens', async () => {
    const fetchMock = mockFetch(conversation(message('user', 'Olá'), message('assistant', 'Olá! Sou o assistente da Vitalia.')));
    await renderInShell(<ChatPage language="pt" apiBase="/api/pro" />, { language: 'pt' });

    const log = await screen.findByRole('log');
    expect(within(log).getByText('Olá! Sou o assistente da Vitalia.')).toBeInTheDocument();
    expect(within(log).getAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/pro/chat/messages', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['pt', 'Sua mensagem', 'O assistente está digitando…'],
    ['en', 'Your message', 'The assistant is typing…'],
  ] as const)(
    'Enter sends, Shift+Enter adds a line, and the typing indicator shows until the reply (%s)',
    async (language, label, typing) => {
      const reply = later();
      const fetchMock = mockFetch(conversation());
      fetchMock.mockReturnValueOnce(reply.promise);
      const user = userEvent.setup();
      await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language });
      const input = await screen.findByLabelText(label);

      await user.type(input, 'Tenho febre{Shift>}{Enter}{/Shift}há dois dias');
      expect(input).toHaveValue('Tenho febre\nhá dois dias');
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.keyboard('{Enter}');
      const log = screen.getByRole('log');
      expect(log).toHaveAttribute('aria-live', 'polite');
      expect(within(log).getByText('Tenho febre há dois dias', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeInTheDocument();
      expect(within(log).getByText(typing)).toBeInTheDocument();
      expect(input).toHaveValue('');
      expect(sentBody(fetchMock, 1)).toEqual({ content: 'Tenho febre\nhá dois dias', language });

      reply.resolve(exchange('Tenho febre\nhá dois dias', 'Qual foi a temperatura mais alta medida?'));

      expect(await within(log).findByText('Qual foi a temperatura mais alta medida?')).toBeInTheDocument();
      expect(within(log).queryByText(typing)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['es', 'Tu mensaje', 'Enviar', 'Escribe tu primera pregunta'],
    ['fr', 'Votre message', 'Envoyer', 'Écrivez votre première question'],
  ] as const)('blank text cannot be sent (%s)', async (language, label, send, empty) => {
    const fetchMock = mockFetch(conversation());
    const user = userEvent.setup();
    await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language });

    await user.type(await screen.findByLabelText(label), '   {Enter}');

    expect(screen.getByRole('button', { name: send })).toBeDisabled();
    expect(screen.getByRole('log')).toHaveTextContent(empty);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send while a reply is pending', async () => {
    const reply = later();
    const fetchMock = mockFetch(conversation());
    fetchMock.mockReturnValueOnce(reply.promise).mockResolvedValueOnce(exchange('second', 'Second reply'));
    const user = userEvent.setup();
    await renderInShell(<ChatPage language="en" apiBase="/api/pro" />, { language: 'en' });
    const input = await screen.findByLabelText('Your message');

    await user.type(input, 'first{Enter}second');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('second');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    reply.resolve(exchange('first', 'First reply'));
    await screen.findByText('First reply');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Second reply')).toBeInTheDocument();
    expect(sentBody(fetchMock, 2)).toEqual({ content: 'second', language: 'en' });
  });

  it('sets an emergency reply apart, with its number, and badges an assessed reply with its urgency', async () => {
    mockFetch(
      conversation(
        message('assistant', 'This does not look urgent.', { urgency: 'low' }),
        message('assistant', 'This may be an emergency. Call an ambulance (911) now.', { urgency: 'emergency' }),
      ),
    );
    await renderInShell(<ChatPage language="en" apiBase="/api/pro" />, { language: 'en' });

    const [assessed, emergency] = await screen.findAllByRole('article');
    expect(assessed).toHaveTextContent('Urgency: low');
    expect(emergency).toHaveTextContent('Possible emergency: call the emergency number given below now.');
    expect(emergency).toHaveTextContent('Call an ambulance (911) now.');
    expect(emergency).toHaveTextContent('Urgency: emergency');
    expect(emergency).toHaveAttribute('data-urgency', 'emergency');
  });

  it.each([
    ['de', 'Deine Nachricht', refusal(429, 'rate_limited', 'Du sendest zu schnell Nachrichten.'), 'Du sendest zu schnell Nachrichten.'],
    ['pt', 'Sua mensagem', refusal(500, 'internal', 'Erro interno'), 'Não foi possível enviar sua mensagem. Tente novamente.'],
  ] as const)('says why a message was not sent and gives the draft back (%s)', async (language, label, failure, shown) => {
    mockFetch(conversation(), failure);
    const user = userEvent.setup();
    await renderInShell(<ChatPage language={language} apiBase="/api/pro" />, { language });
    const input = await screen.findByLabelText(label);

    await user.type(input, 'Kopfschmerzen{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    await waitFor(() => expect(input).toHaveValue('Kopfschmerzen'));
    expect(within(screen.getByRole('log')).queryByText('Kopfschmerzen')).not.toBeInTheDocument();
  });

  it('offers Pro instead of the chat to an account without it (402), and no retry', async () => {
    mockFetch(refusal(402, 'pro_required', 'Recurso Premium: isto faz parte do plano Pro.'));
    await renderInShell(<ChatPage language="pt" apiBase="/api/pro" />, { language: 'pt' });

    expect(await screen.findByText('Recurso Premium')).toBeInTheDocument();
    expect(screen.getByText('O chat com IA faz parte do Vitalia Pro. Assine para usá-lo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar o Pro' })).toHaveAttribute('href', '/pt/vitalia-pro');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sua mensagem')).not.toBeInTheDocument();
  });

  it('offers a retry when the conversation could not be loaded', async () => {
    mockFetch(refusal(503, 'unavailable', 'down'), conversation(message('user', 'Hello')));
    const user = userEvent.setup();
    await renderInShell(<ChatPage language="fr" apiBase="/api/pro" />, { language: 'fr' });

    expect(await screen.findByText('Impossible de charger la conversation.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
