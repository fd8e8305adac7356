import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { highAnalysis, mediumAnalysis } from '../testing/analysis-fixtures';
import { API, describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

const refined = { ...highAnalysis, id: mediumAnalysis.id, refinements: 1 };

async function answerAll(user: UserEvent) {
  await user.type(screen.getByLabelText('What is your highest temperature?'), '39,4');
  await user.click(
    within(screen.getByRole('group', { name: 'Are you unable to swallow your own saliva?' })).getByRole('radio', { name: 'No' }),
  );
  await user.click(screen.getByRole('radio', { name: 'Dry cough' }));
}

describe('the follow-up questions', () => {
  it('refine the result in place: the card is busy while the update runs, then shows it', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(jsonResponse(mediumAnalysis));
    await renderSymptomsPage('en');
    await describeSymptoms(user, 'en', 'sore throat and fever for 3 days');
    const card = await screen.findByRole('region', { name: 'Your analysis' });
    expect(screen.getByText('°C')).toBeInTheDocument();

    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Update analysis' }));

    expect(fetchMock.mock.calls[1]![0]).toBe(`${API}/analyses/${mediumAnalysis.id}/refine`);
    expect(sentBody(fetchMock, 1)).toEqual({ answers: { temperature: 39.4, drooling: false, cough: 'dry' } });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Update analysis' })).toBeDisabled();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Updating the analysis with your answers…');
    expect(within(card).getByText('Urgency: medium')).toBeInTheDocument();

    await act(async () => answer(jsonResponse(refined)));

    expect(screen.getByRole('region', { name: 'Your analysis' })).toBe(card);
    expect(card).toHaveAttribute('aria-busy', 'false');
    expect(within(card).getByText('Urgency: high')).toBeInTheDocument();
    expect(within(card).getByText('Fever with a stiff neck')).toBeInTheDocument();
    expect(screen.getByText('Analysis updated.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your analysis' })).toHaveFocus();
  });

  it('send the "about the person" details again with the answers', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(mediumAnalysis), jsonResponse(refined));
    await renderSymptomsPage('en');
    await user.type(screen.getByLabelText('Age'), '8');
    await describeSymptoms(user, 'en', 'sore throat');
    await screen.findByRole('region', { name: 'Your analysis' });

    await user.click(
      within(screen.getByRole('group', { name: 'Are you unable to swallow your own saliva?' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Update analysis' }));

    expect(sentBody(fetchMock, 1)).toEqual({ answers: { drooling: true }, context: { age: 8 } });
  });

  it('keep the answers and the result when the update fails, with the message in a red card', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(mediumAnalysis), jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    await renderSymptomsPage('en');
    await describeSymptoms(user, 'en', 'sore throat and fever');
    await screen.findByRole('region', { name: 'Your analysis' });

    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Update analysis' }));

    const form = screen.getByRole('form', { name: 'Questions that could change the result' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error analyzing symptoms. Please try again in a few moments.');
    expect(screen.getByLabelText('What is your highest temperature?')).toHaveValue('39,4');
    expect(screen.getByRole('radio', { name: 'Dry cough' })).toBeChecked();
    expect(screen.getByText('Urgency: medium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update analysis' })).toBeEnabled();
  });

  it("show the service's message when the update is rate limited", async () => {
    const user = userEvent.setup();
    mockFetch(
      jsonResponse({ ...mediumAnalysis, language: 'de' }),
      jsonResponse({ error: { code: 'rate_limited', message: 'Zu viele Anfragen.' } }, 429),
    );
    await renderSymptomsPage('de');
    await describeSymptoms(user, 'de', 'Halsschmerzen');
    await screen.findByRole('region', { name: 'Deine Analyse' });

    await user.click(
      within(screen.getByRole('group', { name: 'Are you unable to swallow your own saliva?' })).getByRole('radio', { name: 'Nein' }),
    );
    await user.click(screen.getByRole('button', { name: 'Analyse aktualisieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
  });

  it('refuse a number they cannot read, without calling the service', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse(mediumAnalysis));
    await renderSymptomsPage('en');
    await describeSymptoms(user, 'en', 'sore throat');
    await screen.findByRole('region', { name: 'Your analysis' });

    expect(screen.getByRole('button', { name: 'Update analysis' })).toBeDisabled();
    await user.type(screen.getByLabelText('What is your highest temperature?'), 'hot');
    await user.click(screen.getByRole('button', { name: 'Update analysis' }));

    expect(screen.getByLabelText('What is your highest temperature?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number, for example 38.5.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
