import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { lowAnalysis } from '../testing/analysis-fixtures';
import { API, describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

const saved = { id: 'a6f0c6d2-4c1b-4b7e-9f51-0d3e2c1b4a59', analysisId: lowAnalysis.id, rating: 4, createdAt: '2026-03-02T10:16:00.000Z' };

async function showResult(language: Language, ...later: Response[]) {
  const user = userEvent.setup();
  const fetchMock = mockFetch(jsonResponse({ ...lowAnalysis, language }), ...later);
  await renderSymptomsPage(language);
  await describeSymptoms(user, language, 'nariz escorrendo');
  await screen.findByRole('heading', { level: 2, name: language === 'pt' ? 'Sua análise' : 'Your analysis' });
  return { user, fetchMock };
}

describe('the rating widget', () => {
  it('sends the stars and comment for this analysis and thanks the user', async () => {
    const { user, fetchMock } = await showResult('pt', jsonResponse(saved, 201));
    const send = screen.getByRole('button', { name: 'Enviar avaliação' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '4 de 5 estrelas, útil' }));
    await user.type(screen.getByLabelText('Comentário (opcional)'), ' Clara e rápida. ');
    await user.click(send);

    expect(fetchMock.mock.calls[1]![0]).toBe(`${API}/analyses/${lowAnalysis.id}/feedback`);
    expect(sentBody(fetchMock, 1)).toEqual({ rating: 4, comment: 'Clara e rápida.' });
    const thanks = await screen.findByText('Obrigado! Sua avaliação nos ajuda a melhorar.');
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('radio', { name: /estrelas/ })).not.toBeInTheDocument();
  });

  it('is a radio group named by its question, usable with the arrow keys', async () => {
    const { user, fetchMock } = await showResult('en', jsonResponse(saved, 201));
    expect(screen.getByRole('group', { name: 'How useful was this analysis?' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '1 of 5 stars, not useful' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 of 5 stars, fairly useful' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(sentBody(fetchMock, 1)).toEqual({ rating: 3 });
    expect(await screen.findByText('Thank you! Your feedback helps us improve.')).toBeInTheDocument();
  });

  it('keeps the rating and says so when sending fails', async () => {
    const { user } = await showResult('en', jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));

    await user.click(screen.getByRole('radio', { name: '5 of 5 stars, very useful' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your feedback. Please try again.');
    expect(screen.getByRole('radio', { name: '5 of 5 stars, very useful' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  it("shows the service's message when feedback is rate limited", async () => {
    const { user } = await showResult('pt', jsonResponse({ error: { code: 'rate_limited', message: 'Muitas avaliações seguidas.' } }, 429));

    await user.click(screen.getByRole('radio', { name: '2 de 5 estrelas, pouco útil' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas avaliações seguidas.');
  });
});
