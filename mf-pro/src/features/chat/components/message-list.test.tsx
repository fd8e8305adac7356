import type { ChatMessage } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { renderInShell } from '@app/ui/testing';
import { MessageList } from './message-list';

const message = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: crypto.randomUUID(),
  role,
  content,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('MessageList', () => {
  it('shows who wrote each message and when, and the urgency of an assessed reply only', async () => {
    await renderInShell(
      <MessageList
        messages={[
          message('user', 'Tengo tos'),
          message('assistant', '¿Qué edad tienes?'),
          message('assistant', 'No parece urgente.', { urgency: 'low' }),
        ]}
        pending={false}
        language="es"
      />,
      { language: 'es' },
    );

    const [question, asked, assessed] = screen.getAllByRole('article');
    expect(question).toHaveTextContent(/^Tú · /);
    expect(within(question!).getByText(/\d{2}:\d{2}/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(asked).toHaveTextContent(/^Asistente de Vitalia · /);
    expect(asked).not.toHaveTextContent('Urgencia');
    expect(assessed).toHaveTextContent('Urgencia: baja');
  });

  it('sets an emergency reply apart under a title that says to call now', async () => {
    await renderInShell(
      <MessageList
        messages={[message('assistant', 'Numéro d’urgence : 15 / 112.', { urgency: 'emergency' })]}
        pending={false}
        language="fr"
      />,
      { language: 'fr' },
    );

    const [emergency] = screen.getAllByRole('article');
    expect(emergency).toHaveAttribute('data-urgency', 'emergency');
    expect(within(emergency!).getByText(/Urgence possible : appelez maintenant/)).toBeInTheDocument();
    expect(emergency).toHaveTextContent('15 / 112');
    expect(emergency).toHaveTextContent('Urgence : urgence vitale');
  });

  it('says how to start when there is no message yet', async () => {
    await renderInShell(<MessageList messages={[]} pending={false} language="en" />, { language: 'en' });
    expect(screen.getByText('Write your first question to start the conversation.')).toBeInTheDocument();
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
  });

  it('shows the typing indicator while a reply is pending', async () => {
    await renderInShell(<MessageList messages={[message('user', 'Hello')]} pending language="en" />, { language: 'en' });
    expect(screen.getByRole('log')).toHaveTextContent('The assistant is typing…');
  });
});
