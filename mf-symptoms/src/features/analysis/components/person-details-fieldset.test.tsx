import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { lowAnalysis } from '../testing/analysis-fixtures';
import { describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

describe('the "about the person" details', () => {
  it('are collapsed at first and open with their summary', async () => {
    const user = userEvent.setup();
    await renderSymptomsPage('en');
    const toggle = screen.getByText('About the person (optional)');
    const details = toggle.closest('details')!;
    expect(details).not.toHaveAttribute('open');

    await user.click(toggle);

    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('group', { name: 'About the person with the symptoms' })).toBeVisible();
  });

  it('offer pregnancy only when the sex is female or other', async () => {
    const user = userEvent.setup();
    await renderSymptomsPage('en');
    expect(screen.queryByRole('group', { name: 'Pregnant?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('group', { name: 'Pregnant?' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.queryByRole('group', { name: 'Pregnant?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('group', { name: 'Pregnant?' })).toBeInTheDocument();
  });

  it('are sent as the context of the analysis', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(jsonResponse({ ...lowAnalysis, language: 'pt' }));
    await renderSymptomsPage('pt');

    await user.type(screen.getByLabelText('Idade'), '29');
    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    await user.click(within(screen.getByRole('group', { name: 'Está grávida?' })).getByRole('radio', { name: 'Sim' }));
    await describeSymptoms(user, 'pt', 'dor na barriga e sangramento');

    expect(sentBody(fetchMock)).toEqual({
      text: 'dor na barriga e sangramento',
      language: 'pt',
      context: { age: 29, sex: 'female', pregnant: true },
    });
  });

  it('refuse an age out of range before calling the service, with the focus on the age', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    await renderSymptomsPage('fr');

    await user.type(screen.getByLabelText('Âge'), '130');
    await describeSymptoms(user, 'fr', 'fièvre');

    expect(screen.getByLabelText('Âge')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Âge')).toHaveFocus();
    expect(screen.getByLabelText('Âge')).toHaveAccessibleDescription("ans Indiquez l'âge en années révolues, de 0 à 120.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
