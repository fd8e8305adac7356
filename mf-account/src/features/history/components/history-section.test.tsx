import type { HistoryItem, HistoryList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { apiError, noContent, routeFetch } from '../../../testing/route-fetch';
import { HistorySection } from './history-section';

const FEVER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const COUGH = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const HEADACHE = '5b0c3a52-3c1f-4b7e-9c55-0d1f7f7e2a10';
const LIST = 'GET /api/symptoms/analyses';
const DELETE_FEVER = `DELETE /api/symptoms/analyses/${FEVER}`;

function symptomItem(id: string, title: string, date: string): HistoryItem {
  return {
    id,
    type: 'symptom',
    title,
    date,
    status: 'completed',
    summary: `Summary of ${title}`,
    fullData: { symptoms_text: `Symptoms of ${title}`, nivel_urgencia: 'baixa', possiveis_causas: [], proximos_passos: [] },
  };
}

const fever = symptomItem(FEVER, 'Febre', '2025-03-05T12:00:00Z');
const cough = symptomItem(COUGH, 'Tosse', '2025-02-20T12:00:00Z');
const headache = symptomItem(HEADACHE, 'Dor de cabeça', '2025-01-10T12:00:00Z');
const page = (items: HistoryItem[], total = items.length): HistoryList => ({ items, total, fullHistory: false, fullHistoryBy: null });

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function askToDelete(user: ReturnType<typeof userEvent.setup>, details: RegExp, remove: string) {
  await user.click(await screen.findByRole('button', { name: details }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: remove }));
}

describe('deleting an analysis from the history', () => {
  it('asks first, then deletes it, confirms it and shows the next one on the free plan', async () => {
    const fetchMock = routeFetch({
      [LIST]: [jsonResponse(page([fever, cough], 3)), jsonResponse(page([cough, headache]))],
      [DELETE_FEVER]: noContent(),
    });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="pt" apiBase="/api/symptoms" />, { language: 'pt' });

    await askToDelete(user, /Ver detalhes.*Febre/, 'Excluir');
    const confirmation = screen.getByRole('alertdialog', { name: 'Excluir esta análise?' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Excluir análise' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A análise foi excluída.');
    await waitFor(() => expect(titles()).toEqual(['Tosse', 'Dor de cabeça']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/symptoms/analyses/${FEVER}`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('keeps the item and says so when the deletion fails', async () => {
    const fetchMock = routeFetch({ [LIST]: jsonResponse(page([fever, cough])), [DELETE_FEVER]: new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="en" apiBase="/api/symptoms" />, { language: 'en' });

    await askToDelete(user, /View details.*Febre/, 'Delete');
    await user.click(screen.getByRole('button', { name: 'Delete analysis' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete the analysis. Please try again.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(titles()).toEqual(['Febre', 'Tosse']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(titles()).toEqual(['Febre', 'Tosse']);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET' || init?.method === undefined)).toHaveLength(1);
  });

  it("shows the service's localised refusal", async () => {
    routeFetch({
      [LIST]: jsonResponse(page([fever])),
      [DELETE_FEVER]: apiError(404, 'not_found', 'Analyse nicht gefunden.'),
    });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="de" apiBase="/api/symptoms" />, { language: 'de' });

    await askToDelete(user, /Details.*Febre/, 'Löschen');
    await user.click(screen.getByRole('button', { name: 'Analyse löschen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Analyse nicht gefunden.');
    expect(titles()).toEqual(['Febre']);
  });

  it('cancelling deletes nothing and gives the focus back to the item', async () => {
    const fetchMock = routeFetch({ [LIST]: jsonResponse(page([fever])) });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="fr" apiBase="/api/symptoms" />, { language: 'fr' });

    await askToDelete(user, /Febre/, 'Supprimer');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Febre/ })).toHaveFocus();
    expect(titles()).toEqual(['Febre']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('removes the last item even when the list cannot be reloaded, and the empty history says so', async () => {
    routeFetch({ [LIST]: [jsonResponse(page([fever])), new TypeError('Failed to fetch')], [DELETE_FEVER]: noContent() });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="es" apiBase="/api/symptoms" />, { language: 'es' });

    await askToDelete(user, /Febre/, 'Eliminar');
    await user.click(screen.getByRole('button', { name: 'Eliminar análisis' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Se ha eliminado el análisis.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Tu historial está vacío')).toBeInTheDocument();
  });

  it('offers no deletion for an exam, which this service does not keep', async () => {
    const exam: HistoryItem = { ...fever, type: 'exam', fullData: { ai_summary: 'Hemograma normal' } };
    routeFetch({ [LIST]: jsonResponse(page([exam])) });
    const user = userEvent.setup();
    await renderInShell(<HistorySection language="en" apiBase="/api/symptoms" />, { language: 'en' });

    await user.click(await screen.findByRole('button', { name: /Febre/ }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
