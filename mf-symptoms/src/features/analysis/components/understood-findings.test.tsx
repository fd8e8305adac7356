import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis } from '@app/contracts';
import { jsonResponse, mockFetch } from '@app/ui/testing';
import {
  findingIn,
  frenchEmergencyAnalysis,
  frenchEmergencyText,
  lowAnalysis,
  mediumAnalysis,
  mediumText,
} from '../testing/analysis-fixtures';
import { describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

async function showResult(answer: unknown, text: string, language: Analysis['language'] = 'en') {
  const user = userEvent.setup();
  const fetchMock = mockFetch(jsonResponse(answer));
  await renderSymptomsPage(language);
  await describeSymptoms(user, language, text);
  return { user, fetchMock };
}

const highlighted = (region: HTMLElement) => [...region.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('what we understood', () => {
  it('lists each finding in the person’s own words and highlights those words in their description', async () => {
    await showResult(mediumAnalysis, mediumText);

    const understood = await screen.findByRole('region', { name: 'What we understood' });
    expect(
      within(understood)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sore throat (you wrote “Sore throat”)', 'Fever (you wrote “fever”)']);
    const description = within(understood).getByRole('figure', { name: 'Your description, with the words we recognized highlighted' });
    expect(description).toHaveTextContent(mediumText);
    expect(highlighted(description)).toEqual(['Sore throat', 'fever']);
    expect(
      within(understood).getByText('Did we get something wrong? Edit your description above and analyze it again.'),
    ).toBeInTheDocument();
  });

  it('comes before the possible causes built on it', async () => {
    await showResult(mediumAnalysis, mediumText);
    const understood = await screen.findByRole('region', { name: 'What we understood' });
    const causes = screen.getByRole('region', { name: 'Possible causes' });
    expect(understood.compareDocumentPosition(causes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('quotes every place a finding was read, in the page’s language', async () => {
    await showResult(frenchEmergencyAnalysis, frenchEmergencyText, 'fr');

    const understood = await screen.findByRole('region', { name: 'Ce que nous avons compris' });
    expect(within(understood).getAllByRole('listitem')[0]).toHaveTextContent(
      'Douleur thoracique (vous avez écrit « Douleur » et « poitrine »)',
    );
    expect(highlighted(understood)).toEqual(['Douleur', 'poitrine', 'irradie dans le bras gauche']);
  });

  it('reads the offsets in the text as it was sent, trimmed, even once the box is edited or the result refined', async () => {
    const { user, fetchMock } = await showResult(mediumAnalysis, `  ${mediumText}\n`);
    expect(highlighted(await screen.findByRole('region', { name: 'What we understood' }))).toEqual(['Sore throat', 'fever']);

    await user.type(screen.getByLabelText('Describe your symptoms'), 'and a rash');
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...mediumAnalysis, refinements: 1 }));
    await user.click(screen.getByRole('radio', { name: 'Dry cough' }));
    await user.click(screen.getByRole('button', { name: 'Update analysis' }));

    await screen.findByText('Analysis updated.');
    expect(highlighted(screen.getByRole('region', { name: 'What we understood' }))).toEqual(['Sore throat', 'fever']);
  });

  it('ignores words whose offsets fall outside the text, keeping the finding itself', async () => {
    const outside = { id: 'rash', label: 'Rash', spans: [{ start: 200, end: 204, text: 'rash' }] };
    await showResult({ ...mediumAnalysis, understood: [findingIn(mediumText, 'fever', 'Fever', 'fever'), outside] }, mediumText);

    const understood = await screen.findByRole('region', { name: 'What we understood' });
    expect(
      within(understood)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fever (you wrote “fever”)', 'Rash']);
    expect(highlighted(understood)).toEqual(['fever']);
  });

  it('is left out when nothing was understood, as in an answer stored before the field existed', async () => {
    const { needsMoreDetail: _needsMoreDetail, understood: _understood, ...olderAnswer } = lowAnalysis;
    await showResult(olderAnswer, 'runny nose');

    await screen.findByRole('region', { name: 'Your analysis' });
    expect(screen.queryByRole('region', { name: 'What we understood' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us a bit more' })).not.toBeInTheDocument();
    expect(document.querySelector('mark')).toBeNull();
  });
});
