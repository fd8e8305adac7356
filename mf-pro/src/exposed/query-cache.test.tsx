import type { ChatMessage, FamilyMember } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import ChatPage from './chat-page';
import FamilyPage from './family-page';

const AT = '2025-03-05T12:00:00.000Z';
const member = (email: string): FamilyMember => ({ email, status: 'invited', invitedAt: AT });
const family = (...members: FamilyMember[]) => jsonResponse({ slots: 3, members });
const message = (role: ChatMessage['role'], content: string): ChatMessage => ({ id: crypto.randomUUID(), role, content, createdAt: AT });

describe('the query cache (spec §9: no screen reads again what it has)', () => {
  it('an invited member is still listed when the family page is opened again, without reading it again', async () => {
    const fetchMock = mockFetch(family(), family(member('ana@example.com')));
    const user = userEvent.setup();
    const { queryClient, unmount } = await renderInShell(<FamilyPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await user.click(await screen.findByLabelText('Email of the person you want to invite'));
    await user.paste('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByRole('listitem');
    unmount();
    await renderInShell(<FamilyPage language="en" apiBase="/api/pro" />, { language: 'en', queryClient });

    expect(await screen.findByRole('listitem')).toHaveTextContent('ana@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the chat opened again shows the messages sent since it was loaded, without reading them again', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ messages: [] }),
      jsonResponse({ message: message('user', 'I have a fever'), reply: message('assistant', 'Since when?') }, 201),
    );
    const user = userEvent.setup();
    const { queryClient, unmount } = await renderInShell(<ChatPage language="en" apiBase="/api/pro" />, { language: 'en' });

    await user.click(await screen.findByLabelText('Your message'));
    await user.paste('I have a fever');
    await user.keyboard('{Enter}');
    await screen.findByText('Since when?');
    unmount();
    await renderInShell(<ChatPage language="en" apiBase="/api/pro" />, { language: 'en', queryClient });

    const log = await screen.findByRole('log');
    expect(
      within(log)
        .getAllByRole('article')
        .map((article) => article.textContent),
    ).toEqual([expect.stringContaining('I have a fever'), expect.stringContaining('Since when?')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
