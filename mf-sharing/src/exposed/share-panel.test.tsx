import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { renderInShell } from '@app/ui/testing';
import SharePanel from './share-panel';

const API = '/api/sharing';
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function renderPanel(language: Language) {
  return renderInShell(<SharePanel language={language} apiBase={API} analysisId="analysis-42" shareType="symptom_analysis" />, {
    language,
    path: '/',
  });
}

/** Lets pending promises and React work finish under fake timers, without moving the clock. */
async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

function shortLinkUnavailable() {
  fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) } as Response);
}

function setNativeShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

function expectFallbackLink(href: string, language: Language, slug: string, medium: string) {
  const url = new URL(href);
  expect(url.origin).toBe(window.location.origin);
  expect(url.pathname).toBe(`/${language}/${slug}`);
  expect(url.searchParams.get('share_id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'share_id' && name !== 'ts'))).toEqual({
    utm_source: 'share',
    utm_medium: medium,
    utm_campaign: 'symptom_share',
    utm_content: 'symptom_analysis',
    utm_term: language,
    lang: language,
  });
  expect(Number(url.searchParams.get('ts'))).toBeGreaterThan(0);
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setNativeShare(undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('share panel: copy link', () => {
  it.each([
    ['pt', 'triagem-de-sintomas', 'Copiar link', 'Copiado', 'Link copiado'],
    ['en', 'symptom-analysis', 'Copy link', 'Copied', 'Link copied'],
  ] as const)(
    'in %s, copies the generated link when no short link can be made, says Copied for 2 s',
    async (language, slug, copyLabel, copiedLabel, copiedMessage) => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      shortLinkUnavailable();
      // user-event's clipboard stub reads blobs on timers, which fake timers hold back.
      const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      await renderPanel(language);

      await user.click(screen.getByRole('button', { name: copyLabel }));
      await settle();

      expect(screen.getByRole('button', { name: copiedLabel })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(copiedMessage);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe(`${API}/short-links`);
      expect(JSON.parse(String(init?.body))).toEqual({ analysisId: 'analysis-42', shareType: 'symptom_analysis', language });
      expect(writeText).toHaveBeenCalledTimes(1);
      expectFallbackLink(writeText.mock.calls[0]![0], language, slug, 'copy');

      await act(async () => jest.advanceTimersByTime(1_999));
      expect(screen.getByRole('button', { name: copiedLabel })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: copyLabel })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: copiedLabel })).not.toBeInTheDocument();
    },
  );

  it('copies the short link when the sharing service makes one', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ shortUrl: '/s/Ab12Cd' }) } as Response);
    await renderPanel('en');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/Ab12Cd`);
  });

  it('says the link could not be copied when the clipboard refuses', async () => {
    const user = userEvent.setup();
    shortLinkUnavailable();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await renderPanel('es');

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));

    expect(await screen.findByText('No se pudo copiar el enlace.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  });
});

describe('share panel: share', () => {
  it('uses the native share sheet when the browser has one, and re-enables the button shortly after', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    shortLinkUnavailable();
    const share = jest.fn<Promise<void>, [ShareData?]>().mockResolvedValue(undefined);
    setNativeShare(share);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderPanel('de');

    await user.click(screen.getByRole('button', { name: 'Teilen' }));
    await settle();

    expect(screen.getByText('Link geteilt')).toBeInTheDocument();
    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]![0]!;
    expect(data.text).toBe('Ich habe meine Symptome kostenlos mit Vitalia geprüft. Probier es auch aus:');
    expectFallbackLink(data.url!, 'de', 'symptom-analyse', 'native');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeEnabled();
  });

  it('opens a WhatsApp web link without opener when there is no native share', async () => {
    const user = userEvent.setup();
    shortLinkUnavailable();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderPanel('fr');

    await user.click(screen.getByRole('button', { name: 'Partager' }));

    expect(await screen.findByText('Lien partagé')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    const [target, name, features] = open.mock.calls[0]!;
    const whatsApp = new URL(String(target));
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    const text = whatsApp.searchParams.get('text')!;
    expect(text.startsWith("J'ai analysé mes symptômes gratuitement avec Vitalia.")).toBe(true);
    expectFallbackLink(text.slice(text.lastIndexOf(' ') + 1), 'fr', 'analyse-de-symptomes', 'whatsapp');
    expect(name).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
  });

  it('says sharing failed when the share sheet errors, but not when the user closes it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    shortLinkUnavailable();
    const share = jest
      .fn<Promise<void>, [ShareData?]>()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new Error('share failed'));
    setNativeShare(share);
    await renderPanel('pt');
    const button = screen.getByRole('button', { name: 'Compartilhar' });

    await user.click(button);
    await settle();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(button).toBeEnabled();

    await user.click(button);
    await settle();
    expect(screen.getByText('Erro ao compartilhar. Tente novamente.')).toBeInTheDocument();
  });
});
