import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { apiError, fileResponse, routeFetch } from '../../../testing/route-fetch';
import { DataExport } from './data-export';

const EXPORT = 'GET /api/account/export';
const FILE = JSON.stringify({ format: 'vitalia-data-export/1', userId: 'u1', services: {} });

/** The links the page clicked to save a file: their name and address. */
function clickedDownloads() {
  const clicks: Array<{ download: string; href: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ download: this.download, href: this.href });
  });
  return clicks;
}

describe('download my data', () => {
  let createObjectURL: jest.Mock;
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:http://localhost/export-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the JSON file under the name the service gives it', async () => {
    routeFetch({
      [EXPORT]: fileResponse(FILE, {
        'Content-Type': 'application/json',
        'Content-Disposition': 'attachment; filename="vitalia-data-2025-06-21.json"',
      }),
    });
    const clicks = clickedDownloads();
    const user = userEvent.setup();
    await renderInShell(<DataExport apiBase="/api/account" language="en" />, { language: 'en' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data file has been downloaded.')).toBeInTheDocument();
    expect(clicks).toEqual([{ download: 'vitalia-data-2025-06-21.json', href: 'blob:http://localhost/export-1' }]);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('shows that the file is being prepared and takes no second click meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({ [EXPORT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    clickedDownloads();
    const user = userEvent.setup();
    await renderInShell(<DataExport apiBase="/api/account" language="pt" />, { language: 'pt' });

    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));

    expect(screen.getByRole('button', { name: 'Preparando seu arquivo…' })).toBeDisabled();
    answer(fileResponse(FILE, {}));
    expect(await screen.findByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it.each([
    ['en', 429, 'You have downloaded your data many times in the last hour. Please try again later.'],
    [
      'es',
      503,
      'Ahora no se puede acceder a parte de tus datos, así que no se ha generado ningún archivo. Inténtalo de nuevo en unos minutos.',
    ],
    ['fr', 500, 'Impossible de préparer votre fichier de données. Veuillez réessayer.'],
  ] as const)(
    'a refused export says why, in the page language, and saves nothing (%s, %d without a message of its own)',
    async (language, status, message) => {
      routeFetch({ [EXPORT]: { ok: false, status, json: async () => Promise.reject(new SyntaxError('not JSON')) } as unknown as Response });
      const clicks = clickedDownloads();
      const user = userEvent.setup();
      await renderInShell(<DataExport apiBase="/api/account" language={language} />, { language });

      await user.click(screen.getByRole('button'));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(clicks).toEqual([]);
    },
  );

  it("shows the service's own localised message when it sends one", async () => {
    routeFetch({ [EXPORT]: apiError(503, 'unavailable', 'Die Daten sind gerade nicht vollständig erreichbar.') });
    const user = userEvent.setup();
    await renderInShell(<DataExport apiBase="/api/account" language="de" />, { language: 'de' });

    await user.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Die Daten sind gerade nicht vollständig erreichbar.');
  });

  it('names the file by today when the service names none', async () => {
    routeFetch({ [EXPORT]: fileResponse(FILE, {}) });
    const clicks = clickedDownloads();
    const user = userEvent.setup();
    await renderInShell(<DataExport apiBase="/api/account" language="en" />, { language: 'en' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await screen.findByText('Your data file has been downloaded.');
    expect(clicks.map((click) => click.download)).toEqual([`vitalia-data-${new Date().toISOString().slice(0, 10)}.json`]);
  });
});
