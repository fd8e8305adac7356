import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, ReferralStatus } from '@app/contracts';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import ReferralCard from './referral-card';

const API = '/api/sharing';
const URL_EN = 'https://vitalia.example/en?ref=AbCd1234';

function status(completed: number, overrides: Partial<ReferralStatus> = {}): ReferralStatus {
  return { code: 'AbCd1234', url: URL_EN, completed, required: 3, unlocked: completed >= 3, ...overrides };
}

function renderCard(language: Language) {
  return renderInShell(<ReferralCard language={language} apiBase={API} />, { language });
}

function setNativeShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

beforeEach(() => setNativeShare(undefined));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('referral card', () => {
  it.each([
    [0, '0 of 3 friends', '3 more friends to unlock your full history.', false],
    [1, '1 of 3 friends', '2 more friends to unlock your full history.', true],
    [2, '2 of 3 friends', '1 more friend to unlock your full history.', true],
  ])('with %i completed referrals shows the progress %s and what is missing', async (count, progress, missing, nudged) => {
    const fetchMock = mockFetch(jsonResponse(status(count)));
    await renderCard('en');

    const bar = await screen.findByRole('progressbar', { name: 'Friends who completed an analysis' });
    expect(bar).toHaveAttribute('aria-valuenow', String(count));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', progress);
    expect(screen.getByText(missing)).toBeInTheDocument();
    expect(screen.queryByText('You are almost there! Keep inviting.') !== null).toBe(nudged);
    expect(screen.getByRole('heading', { level: 2, name: 'Unlock your full history' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(URL_EN);
    expect(fetchMock).toHaveBeenCalledWith(`${API}/referral`, expect.objectContaining({ method: 'GET' }));
  });

  it('at 3 completed referrals says the history is unlocked, without nudging', async () => {
    mockFetch(jsonResponse(status(3)));
    await renderCard('pt');

    expect(await screen.findByText('Histórico completo liberado. Obrigado por indicar a Vitalia!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.queryByText(/Falta/)).not.toBeInTheDocument();
    expect(screen.queryByText('Você está quase lá! Continue convidando.')).not.toBeInTheDocument();
  });

  it('copies the referral link and says Copied for 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch(jsonResponse(status(1)));
    // user-event's clipboard stub reads blobs on timers, which fake timers hold back.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderCard('de');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });

    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });

    expect(writeText).toHaveBeenCalledWith(URL_EN);
    expect(screen.getByRole('button', { name: 'Kopiert' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link kopiert');
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
  });

  it('says the link could not be shared when the share sheet fails', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(status(1)));
    setNativeShare(jest.fn<Promise<void>, [ShareData?]>().mockRejectedValue(new Error('share failed')));
    await renderCard('pt');

    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao compartilhar o link. Tente novamente.');
  });

  it('hides itself for a guest (401)', async () => {
    mockFetch(jsonResponse({ error: { code: 'unauthorized', message: 'x' } }, 401));
    const { container } = await renderCard('en');

    await waitFor(() => expect(container.querySelector('[data-remote-build]')).toBeEmptyDOMElement());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the status could not be loaded', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500), jsonResponse(status(2)));
    await renderCard('fr');

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger votre lien de parrainage.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByText('Encore 1 ami pour débloquer votre historique complet.')).toBeInTheDocument();
  });
});
