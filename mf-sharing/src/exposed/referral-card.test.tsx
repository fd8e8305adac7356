import { screen } from '@testing-library/react';
import type { Language } from '@app/contracts';
import { renderInShell } from '@app/ui/testing';
import ReferralCard from './referral-card';

function renderCard(language: Language, completedReferrals: number) {
  return renderInShell(<ReferralCard language={language} completedReferrals={completedReferrals} />, { language, path: '/' });
}

describe('referral card', () => {
  it.each([
    [0, '0 of 3 friends', '3 more friends to unlock your full history.', false],
    [1, '1 of 3 friends', '2 more friends to unlock your full history.', true],
    [2, '2 of 3 friends', '1 more friend to unlock your full history.', true],
    [3, '3 of 3 friends', 'Full history unlocked. Thanks for recommending Vitalia!', false],
  ])('in en, with %i completed referrals shows %s', async (count, progress, message, nudged) => {
    await renderCard('en', count);

    const bar = screen.getByRole('progressbar', { name: 'Friends who completed an analysis' });
    expect(bar).toHaveAttribute('aria-valuenow', String(count));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', progress);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('You are almost there! Keep inviting.') !== null).toBe(nudged);
    expect(screen.getByRole('heading', { level: 2, name: 'Unlock your full history' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Faltam 3 amigos para liberar o histórico completo.', false],
    [1, 'Faltam 2 amigos para liberar o histórico completo.', true],
    [2, 'Falta 1 amigo para liberar o histórico completo.', true],
    [3, 'Histórico completo liberado. Obrigado por indicar a Vitalia!', false],
  ])('in pt, with %i completed referrals says "%s"', async (count, message, nudged) => {
    await renderCard('pt', count);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(count));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Você está quase lá! Continue convidando.') !== null).toBe(nudged);
  });

  it('counts more than 3 referrals as the goal reached', async () => {
    await renderCard('de', 7);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('Vollständiger Verlauf freigeschaltet. Danke, dass du Vitalia empfiehlst!')).toBeInTheDocument();
  });
});
