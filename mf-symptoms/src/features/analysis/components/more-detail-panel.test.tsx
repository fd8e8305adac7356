import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@app/contracts';
import { symptoms } from '@app/i18n';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { needsMoreDetailAnalyses, needsMoreDetailAnalysis, soreThroatAnalyses } from '../testing/analysis-fixtures';
import { API, describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

describe('a description without any recognised finding', () => {
  it('a vague text asks the person to say more and offers the emergency number', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(needsMoreDetailAnalysis));
    await renderSymptomsPage('pt');

    await describeSymptoms(user, 'pt', 'asdf');

    const panel = await screen.findByRole('region', { name: 'Conte um pouco mais' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Conte um pouco mais' })).toHaveFocus();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['O que você sente (por exemplo dor, febre, enjoo)', 'Em que parte do corpo', 'Desde quando', 'Com que intensidade']);
    expect(within(panel).getByText(/Dor de cabeça forte do lado direito desde ontem, com enjoo/)).toBeInTheDocument();
    expect(within(panel).getByText('É uma emergência?')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ligue agora para o 192' })).toHaveAttribute('href', 'tel:192');
    expect(screen.getByLabelText('Descreva seus sintomas')).toHaveValue('asdf');
  });

  it('shows no result card and no causes, only the screen’s own disclaimer', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(needsMoreDetailAnalyses.en));
    await renderSymptomsPage('en');

    await describeSymptoms(user, 'en', 'I feel bad');

    await screen.findByRole('region', { name: 'Tell us a bit more' });
    expect(screen.queryByRole('region', { name: 'Your analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Possible causes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Urgency:/)).not.toBeInTheDocument();
    expect(screen.getByText(/It is not a medical diagnosis/)).toBeInTheDocument();
  });

  it('puts the person back in their text, after their last word, to add to it and send it again', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(needsMoreDetailAnalyses.en), jsonResponse(soreThroatAnalyses.en.analysis));
    await renderSymptomsPage('en');
    await describeSymptoms(user, 'en', 'pain');
    await screen.findByRole('region', { name: 'Tell us a bit more' });

    await user.click(screen.getByRole('button', { name: 'Add to my description' }));
    const field = screen.getByLabelText<HTMLTextAreaElement>('Describe your symptoms');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('pain'.length);

    await user.keyboard(' in my throat and fever for 3 days');
    await user.click(screen.getByRole('button', { name: 'Analyze symptoms' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your analysis' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Tell us a bit more' })).not.toBeInTheDocument();
  });

  it('asks the answer’s prompts in the follow-up form, and the answers refine it into a result', async () => {
    const user = userEvent.setup();
    const { analysis: refined } = soreThroatAnalyses.pt;
    const fetchMock = mockFetch(
      jsonResponse(needsMoreDetailAnalysis),
      jsonResponse({ ...refined, id: needsMoreDetailAnalysis.id, understood: [], refinements: 1 }),
    );
    await renderSymptomsPage('pt');
    await describeSymptoms(user, 'pt', 'dor');
    const panel = await screen.findByRole('region', { name: 'Conte um pouco mais' });

    const form = within(panel).getByRole('form', { name: 'Perguntas que podem mudar o resultado' });
    await user.click(within(form).getByRole('radio', { name: 'Dor' }));
    await user.click(within(form).getByRole('radio', { name: 'Cabeça' }));
    await user.type(within(form).getByLabelText('De 0 a 10, quanto incomoda?'), '7');
    await user.click(within(form).getByRole('button', { name: 'Atualizar análise' }));

    expect(fetchMock.mock.calls[1]![0]).toBe(`${API}/analyses/${needsMoreDetailAnalysis.id}/refine`);
    expect(sentBody(fetchMock, 1)).toEqual({ answers: { main_complaint: 'pain', body_site: 'head', severity: 7 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sua análise' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Conte um pouco mais' })).not.toBeInTheDocument();
  });

  it.each(LANGUAGES)('in %s, asks in the page’s language and offers the local emergency number', async (language) => {
    const user = userEvent.setup();
    const answer = needsMoreDetailAnalyses[language];
    const texts = symptoms[language];
    mockFetch(jsonResponse(answer));
    await renderSymptomsPage(language);

    await describeSymptoms(user, language, 'asdf');

    const panel = await screen.findByRole('region', { name: texts.moreDetail.title });
    expect(within(panel).getByText(texts.moreDetail.example)).toBeInTheDocument();
    const primary = answer.emergencyNumber.primary;
    expect(within(panel).getByRole('link', { name: texts.emergency.call.replace('{{number}}', primary) })).toHaveAttribute(
      'href',
      `tel:${primary}`,
    );
    expect(within(panel).getByRole('group', { name: answer.followUpQuestions[0]!.text })).toBeInTheDocument();
  });
});
