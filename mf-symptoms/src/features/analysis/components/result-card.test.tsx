import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analysis, SharingSlots } from '@app/contracts';
import { fakeSharing, jsonResponse, mockFetch, printedText } from '@app/ui/testing';
import {
  emergencyAnalysis,
  frenchEmergencyAnalysis,
  highAnalysis,
  lowAnalysis,
  mediumAnalysis,
  mediumText,
} from '../testing/analysis-fixtures';
import { describeSymptoms, renderSymptomsPage } from '../testing/render-symptoms-page';

async function showResult(analysis: Analysis, { text = 'described symptoms', sharing = undefined as SharingSlots | undefined } = {}) {
  const user = userEvent.setup();
  mockFetch(jsonResponse(analysis));
  await renderSymptomsPage(analysis.language, sharing);
  await describeSymptoms(user, analysis.language, text);
  return user;
}

describe('the result card', () => {
  it.each([
    ['low', lowAnalysis, 'Urgency: low', '#7ED957'],
    ['medium', mediumAnalysis, 'Urgency: medium', '#FFA500'],
    ['high', highAnalysis, 'Urgency: high', '#FF4C4C'],
    ['emergency', emergencyAnalysis, 'Urgência: emergência', '#B71C1C'],
  ] as const)('shows the %s urgency in words and in its colour', async (urgency, analysis, label, colour) => {
    await showResult(analysis);
    const card = await screen.findByRole('region', { name: analysis.language === 'pt' ? 'Sua análise' : 'Your analysis' });
    const badge = within(card).getByText(label);
    expect(badge).toHaveStyle({ backgroundColor: colour });
    expect(badge.querySelector('[data-urgency-icon="emergency"]') !== null).toBe(urgency === 'emergency');
    expect(within(card).getByText(analysis.summary)).toBeInTheDocument();
    expect(within(card).getByText(analysis.careAdvice)).toBeInTheDocument();
  });

  it('moves the focus to the result heading when a result arrives', async () => {
    await showResult(lowAnalysis);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your analysis' })).toHaveFocus();
  });

  it('ranks the possible causes with their likelihood in words and the evidence behind each', async () => {
    await showResult(lowAnalysis);
    const causes = within(await screen.findByRole('region', { name: 'Possible causes' })).getAllByRole('listitem');

    expect(causes.map((cause) => cause.textContent)).toEqual([
      'Common coldMore likelyBased on: runny nose, sneezing, and no fever',
      'Allergic rhinitisPossibleBased on: sneezing',
      'Acute sinusitisLess likely',
    ]);
  });

  it('shows where to go and when, the next steps, recommendations and the important note', async () => {
    await showResult(lowAnalysis);
    const care = await screen.findByRole('region', { name: 'Where to get care and how soon' });
    expect(within(care).getByText('Self-care at home')).toBeInTheDocument();
    expect(within(care).getByText('No appointment needed for now')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next steps' })).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Recommendations' })).getByText('Saline nasal spray can ease congestion.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Important note' })).getByText(lowAnalysis.disclaimer)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Warning signs in your description' })).not.toBeInTheDocument();
  });

  it('lists the red flags that fired', async () => {
    await showResult(highAnalysis);
    const flags = await screen.findByRole('region', { name: 'Warning signs in your description' });
    expect(within(flags).getByRole('listitem')).toHaveTextContent('Fever with a stiff neck');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the built-in engine answered for a failed external provider', async () => {
    await showResult({ ...mediumAnalysis, provider: 'builtin', fallbackFrom: 'webhook' });
    expect(await screen.findByText(/external analysis service did not answer/)).toBeInTheDocument();
  });
});

describe('an emergency result', () => {
  it('opens with a banner that takes the focus and calls the local number with one tap', async () => {
    await showResult(emergencyAnalysis);

    const banner = await screen.findByRole('alert', { name: 'Isto pode ser uma emergência' });
    expect(banner).toHaveFocus();
    expect(within(banner).getByRole('link', { name: 'Ligue agora para o 192' })).toHaveAttribute('href', 'tel:192');
    expect(within(banner).getByText('Chame uma ambulância agora: 192.')).toBeInTheDocument();
    // The banner comes before the form, at the top of the page.
    expect(banner.compareDocumentPosition(screen.getByLabelText('Descreva seus sintomas')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers every number of the locale, the primary first', async () => {
    await showResult(frenchEmergencyAnalysis);

    const banner = await screen.findByRole('alert', { name: "Il s'agit peut-être d'une urgence" });
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['☎Appelez le 15 maintenant', 'tel:15'],
      ['Appeler le 112', 'tel:112'],
    ]);
  });

  it('is not shown for a result below emergency', async () => {
    await showResult(highAnalysis);
    await screen.findByRole('heading', { name: 'Your analysis' });
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  });
});

describe('sharing a result', () => {
  it('mounts the share panel handed by the shell for this analysis, as a symptom analysis', async () => {
    await showResult(lowAnalysis, { sharing: fakeSharing });
    const card = await screen.findByRole('region', { name: 'Your analysis' });

    const panel = within(card).getByTestId('share-panel');
    expect(panel).toHaveAttribute('data-analysis-id', lowAnalysis.id);
    expect(panel).toHaveAttribute('data-share-type', 'symptom_analysis');
  });

  it('shows the result without a share panel when the page runs without the sharing widgets', async () => {
    await showResult(lowAnalysis);
    const card = await screen.findByRole('region', { name: 'Your analysis' });

    expect(within(card).getByText(lowAnalysis.summary)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Print / save as PDF' })).toBeInTheDocument();
    expect(screen.queryByTestId('share-panel')).not.toBeInTheDocument();
  });
});

describe('printing a result for a clinician', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['pt', 'Imprimir / salvar em PDF'],
    ['en', 'Print / save as PDF'],
    ['es', 'Imprimir / guardar como PDF'],
    ['de', 'Drucken / als PDF speichern'],
    ['fr', 'Imprimer / enregistrer en PDF'],
  ] as const)('opens the print dialog from the result card (%s)', async (language, name) => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = await showResult({ ...mediumAnalysis, language });

    await user.click(await screen.findByRole('button', { name }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints the person's words, what was understood, urgency, causes with evidence, next steps, date and engine version", async () => {
    await showResult(mediumAnalysis, { text: mediumText, sharing: fakeSharing });
    const report = printedText(await screen.findByRole('region', { name: 'Your analysis' }));

    expect(report).toContain(mediumText);
    expect(report).toContain('What we understood');
    expect(report).toContain('Sore throat');
    expect(report).toContain('Urgency: medium');
    expect(report).toContain('Strep throat');
    expect(report).toContain('Based on: sore throat and fever');
    expect(report).toContain('Book an appointment with a doctor within a few days.');
    expect(report).toContain('Analyzed on March 2, 2026');
    expect(report).toContain('Analysis engine 2026.11.1');
  });

  it('leaves the buttons, follow-up form, share panel and feedback off the paper', async () => {
    await showResult(mediumAnalysis, { text: mediumText, sharing: fakeSharing });
    const report = printedText(await screen.findByRole('region', { name: 'Your analysis' }));

    expect(report).not.toContain('Print / save as PDF');
    expect(report).not.toContain('Share panel');
    expect(report).not.toContain('Questions that could change the result');
    expect(report).not.toContain('How useful was this analysis?');
    expect(report).not.toContain('Did we get something wrong?');
  });

  it("still prints the person's words when the engine recognised no finding", async () => {
    await showResult({ ...mediumAnalysis, understood: [] }, { text: mediumText });
    const report = printedText(await screen.findByRole('region', { name: 'Your analysis' }));

    expect(report).toContain(`Your description${mediumText}`);
    expect(report).not.toContain('What we understood');
  });

  it('keeps the form and the page around the result off the paper', async () => {
    await showResult(mediumAnalysis, { text: mediumText });
    await screen.findByRole('region', { name: 'Your analysis' });

    for (const hidden of [screen.getByLabelText('Describe your symptoms'), screen.getByRole('button', { name: 'Back' })]) {
      expect(hidden.closest('[data-print-hide]')).not.toBeNull();
    }
  });
});
