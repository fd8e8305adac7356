import type { HistoryItem, HistoryList } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { routeFetch } from '../../../testing/route-fetch';
import { HistorySection } from './history-section';

function symptomItem(nivel_urgencia: string): HistoryItem {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    type: 'symptom',
    title: 'Rosto caído',
    date: '2025-03-05T12:00:00Z',
    status: 'completed',
    summary: 'Sinais de AVC',
    fullData: { symptoms_text: 'Meu pai está com o rosto caído', nivel_urgencia, possiveis_causas: [], proximos_passos: [] },
  };
}

async function showHistory(item: HistoryItem) {
  const list: HistoryList = { items: [item], total: 1, fullHistory: false, fullHistoryBy: null };
  routeFetch({ 'GET /api/symptoms/analyses': jsonResponse(list) });
  await renderInShell(<HistorySection language="en" apiBase="/api/symptoms" />, { language: 'en' });
  return within(await screen.findByRole('article'));
}

describe('the urgency of a saved analysis', () => {
  it('marks an emergency on the card and in the details: filled red, with the warning icon', async () => {
    const card = await showHistory(symptomItem('emergency'));
    const badge = card.getByText('Urgency: Emergency');
    expect(badge).toHaveStyle({ backgroundColor: '#B71C1C', color: '#FFFFFF' });
    expect(badge.querySelector('[data-urgency-icon="emergency"]')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.setup().click(card.getByRole('button', { name: /View details/ }));
    const details = within(screen.getByRole('dialog')).getByText('Emergency');
    expect(details).toHaveAttribute('data-urgency', 'emergency');
    expect(details).toHaveStyle({ backgroundColor: '#B71C1C' });
  });

  it('reads older free-text levels by the spec §4 rule and shows them in the spec colour', async () => {
    const card = await showHistory(symptomItem('Urgência alta'));
    expect(card.getByText('Urgency: High')).toHaveStyle({ backgroundColor: '#FF4C4C' });
  });
});
