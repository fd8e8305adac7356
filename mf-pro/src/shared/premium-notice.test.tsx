import { screen } from '@testing-library/react';
import { renderInShell } from '@app/ui/testing';
import { PremiumNotice } from './premium-notice';

describe('PremiumNotice', () => {
  it.each([
    ['pt', 'chat', 'Recurso Premium', 'O chat com IA faz parte do Vitalia Pro.', 'Assinar o Pro', '/pt/vitalia-pro'],
    ['en', 'family', 'Premium feature', 'The family profile is part of Vitalia Pro.', 'Subscribe to Pro', '/en/vitalia-pro'],
    ['de', 'chat', 'Premium-Funktion', 'Der KI-Chat gehört zu Vitalia Pro.', 'Pro abonnieren', '/de/vitalia-pro'],
  ] as const)(
    'tells a free user the feature is Premium and links to the Pro page (%s, %s)',
    async (language, feature, title, text, cta, href) => {
      await renderInShell(<PremiumNotice language={language} feature={feature} />, { language });

      expect(screen.getByRole('region', { name: title })).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', href);
    },
  );
});
