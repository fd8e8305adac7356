import { screen } from '@testing-library/react';
import { URGENCY_LEVELS } from '@app/contracts';
import { pathFor, symptoms } from '@app/i18n';
import { renderInShell } from '@app/ui/testing';
import { FindCareLink } from './find-care-link';

describe('the link from a result to find care', () => {
  it.each(URGENCY_LEVELS.filter((level) => level !== 'low'))(
    'is there for %s urgency, to the page in the same language',
    async (urgency) => {
      await renderInShell(<FindCareLink language="es" urgency={urgency} />, { language: 'es', path: '/es' });
      expect(screen.getByRole('link', { name: symptoms.es.findCare.resultLink })).toHaveAttribute('href', pathFor('es', 'find-care'));
    },
  );

  it('is not there for low urgency', async () => {
    await renderInShell(<FindCareLink language="es" urgency="low" />, { language: 'es', path: '/es' });
    expect(screen.queryByRole('link', { name: symptoms.es.findCare.resultLink })).not.toBeInTheDocument();
  });
});
