import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { jsonResponse, mockFetch, recordAnnouncedAnalytics, renderInShell, sentBody } from '@app/ui/testing';
import SharePanel from './share-panel';

const API = '/api/sharing';
const ANALYSIS_ID = '6f1c2b9e-5d4a-4c3b-8a2f-1e0d9c8b7a65';
const LINK = { code: 'Ab12Cd', url: 'https://vitalia.example/s/Ab12Cd', expiresAt: '2025-06-08T14:30:00.000Z' };

function renderPanel(language: Language) {
  return renderInShell(<SharePanel language={language} apiBase={API} analysisId={ANALYSIS_ID} shareType="symptom_analysis" />, {
    language,
  });
}

function setNativeShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

/** Lets pending promises and React work finish under fake timers, without moving the clock. */
async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

async function createLink(user: ReturnType<typeof userEvent.setup>, createLabel = 'Create link') {
  await user.click(screen.getByRole('button', { name: createLabel }));
}

beforeEach(() => setNativeShare(undefined));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('share panel: create a link', () => {
  it('offers 24 hours, 7 days, 30 days and no limit, with 30 days chosen', async () => {
    await renderPanel('en');

    const picker = screen.getByRole('combobox', { name: 'Link valid for' });
    expect(picker).toHaveValue('30d');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', 'No limit']);
  });

  it('creates a short link with the chosen expiry, then shows it, focused, with its expiry', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(LINK, 201));
    await renderPanel('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Link valid for' }), '7 days');
    await createLink(user);

    const field = await screen.findByRole('textbox', { name: 'Short link' });
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(screen.getByText(`Valid until ${dateTime(LINK.expiresAt, 'en-US')}.`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link created');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API}/short-links`);
    expect(init.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ analysisId: ANALYSIS_ID, expiresIn: '7d', shareType: 'symptom_analysis' });
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });

  it('sends 30 days when nothing was chosen, and says when a link never expires', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse({ ...LINK, expiresAt: null }, 201), jsonResponse({ ...LINK, expiresAt: null }, 201));
    await renderPanel('pt');

    await createLink(user, 'Criar link');
    expect(sentBody(fetchMock)).toEqual({ analysisId: ANALYSIS_ID, expiresIn: '30d', shareType: 'symptom_analysis' });
    expect(await screen.findByText('Este link não expira.')).toBeInTheDocument();
  });

  it.each([
    ['en', 404, 'This analysis cannot be shared: it was not found.'],
    ['en', 500, 'Error sharing. Please try again.'],
    ['pt', 500, 'Erro ao compartilhar. Tente novamente.'],
    ['en', 429, 'Too many requests. Wait a moment and try again.'],
  ] as const)('in %s, a %i says why, and the panel stays as it was', async (language, status, message) => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, status));
    await renderPanel(language);
    const picker = screen.getByRole('combobox');
    await user.selectOptions(picker, '24h');

    await user.click(screen.getByRole('button'));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button')).toBeEnabled();
    expect(picker).toHaveValue('24h');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says there is no connection when the request gets no answer, and creates the link on the next try', async () => {
    const user = userEvent.setup();
    mockFetch(new TypeError('Failed to fetch'), jsonResponse(LINK, 201));
    await renderPanel('es');

    await createLink(user, 'Crear enlace');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión. Revisa tu internet e inténtalo de nuevo.');
    await createLink(user, 'Crear enlace');

    expect(await screen.findByRole('textbox', { name: 'Enlace corto' })).toHaveValue(LINK.url);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('share panel: copy', () => {
  it.each([
    ['pt', 'Criar link', 'Copiar link', 'Copiado', 'Link copiado'],
    ['en', 'Create link', 'Copy link', 'Copied', 'Link copied'],
  ] as const)('in %s, copies the short link and says Copied for 2 s', async (language, create, copy, copied, message) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch(jsonResponse(LINK, 201));
    // user-event's clipboard stub reads blobs on timers, which fake timers hold back.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderPanel(language);
    await createLink(user, create);
    await settle();

    await user.click(screen.getByRole('button', { name: copy }));
    await settle();

    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(screen.getByRole('button', { name: copied })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    await act(async () => jest.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: copied })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: copy })).toBeInTheDocument();
  });

  it('says the link could not be copied when the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201));
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await renderPanel('es');
    await createLink(user, 'Crear enlace');

    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo copiar el enlace.');
  });
});

describe('share panel: share', () => {
  it('without a native share sheet, opens WhatsApp with the message and the short link', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderPanel('fr');
    await createLink(user, 'Créer le lien');

    await user.click(await screen.findByRole('button', { name: 'Partager sur WhatsApp' }));

    expect(await screen.findByText('Lien partagé')).toBeInTheDocument();
    const [target, name, features] = open.mock.calls[0]!;
    const whatsApp = new URL(String(target));
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toBe(`J'ai analysé mes symptômes gratuitement avec Vitalia. Voici le résultat : ${LINK.url}`);
    expect(name).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
  });

  it('uses the native share sheet when there is one, and re-enables Share shortly after', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch(jsonResponse(LINK, 201));
    const share = jest.fn<Promise<void>, [ShareData?]>().mockResolvedValue(undefined);
    setNativeShare(share);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderPanel('de');
    await createLink(user, 'Link erstellen');
    await settle();

    await user.click(screen.getByRole('button', { name: 'Teilen' }));
    await settle();

    expect(share).toHaveBeenCalledWith({
      title: 'Vitalia – Symptom-Analyse',
      text: 'Ich habe meine Symptome kostenlos mit Vitalia geprüft. Hier ist das Ergebnis:',
      url: LINK.url,
    });
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText('Link geteilt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeEnabled();
  });

  it('says sharing failed when the share sheet errors, but not when the person closes it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch(jsonResponse(LINK, 201));
    const share = jest
      .fn<Promise<void>, [ShareData?]>()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new Error('share failed'));
    setNativeShare(share);
    await renderPanel('pt');
    await createLink(user, 'Criar link');
    await settle();
    const button = screen.getByRole('button', { name: 'Compartilhar' });

    await user.click(button);
    await settle();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(button);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao compartilhar. Tente novamente.');
  });
});

describe('share panel: revoke', () => {
  it('asks first, revokes the link and goes back to creating one, with a message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(LINK, 201), jsonResponse(null, 204));
    await renderPanel('en');
    await createLink(user);

    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByRole('button', { name: 'Create link' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link revoked: it no longer works.');
    expect(fetchMock).toHaveBeenLastCalledWith(`${API}/short-links/Ab12Cd`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('keeps the link when the person cancels', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(LINK, 201));
    await renderPanel('en');
    await createLink(user);

    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Short link' })).toHaveValue(LINK.url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a failed revocation in the dialog and keeps the link', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201), jsonResponse({ error: { code: 'internal', message: 'Erro interno' } }, 500));
    await renderPanel('de');
    await createLink(user, 'Link erstellen');

    await user.click(await screen.findByRole('button', { name: 'Link widerrufen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Link widerrufen' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Der Link konnte nicht widerrufen werden. Bitte versuch es erneut.',
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('textbox', { name: 'Kurzlink' })).toHaveValue(LINK.url);
  });

  it('treats a link the service no longer has as gone, and says so', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201), jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    await renderPanel('en');
    await createLink(user);

    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This link had already stopped working.');
  });
});

describe('share panel: analytics handed to the shell', () => {
  const announced = recordAnnouncedAnalytics();

  it('announces the link it created, a WhatsApp share and a copy', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201));
    jest.spyOn(window, 'open').mockReturnValue(null);
    jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderPanel('en');

    await createLink(user);
    await user.click(await screen.findByRole('button', { name: 'Share on WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');

    expect(announced).toEqual([
      { name: 'sharing', props: { action: 'link_created' } },
      { name: 'share', props: { channel: 'whatsapp', content: 'analysis' } },
      { name: 'share', props: { channel: 'copy', content: 'analysis' } },
    ]);
  });

  it.each([
    [
      'announces a share through the native sheet',
      () => Promise.resolve(),
      [{ name: 'share', props: { channel: 'native', content: 'analysis' } }],
    ],
    ['announces nothing when the person closes the sheet', () => Promise.reject(new DOMException('closed', 'AbortError')), []],
  ])('%s', async (_case, outcome, expected) => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(LINK, 201));
    const share = jest.fn<Promise<void>, [ShareData?]>(outcome);
    setNativeShare(share);
    await renderPanel('en');
    await createLink(user);

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalled());
    // The sheet's answer settles in the promises that follow it.
    await act(async () => {});
    expect(announced.slice(1)).toEqual(expected);
  });

  it('announces nothing when the link could not be created', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
    await renderPanel('en');

    await createLink(user);
    await screen.findByRole('alert');

    expect(announced).toEqual([]);
  });
});
