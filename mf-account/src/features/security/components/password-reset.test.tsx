import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { apiError, bodiesSentTo, routeFetch } from '../../../testing/route-fetch';
import { PasswordReset } from './password-reset';

const ME = {
  userId: '6f1c2b1e-8a57-4d0b-9a43-2f2b8f1c9d10',
  email: 'ana.souza@example.com',
  emailConfirmed: true,
  sessionId: '0b7a3d52-1f0e-4c8e-9c1e-7f9e5a2d4b63',
  createdAt: '2025-06-21T10:00:00.000Z',
  lastLogin: null,
};

describe('reset password', () => {
  it.each([
    ['pt', 'Redefinir senha', 'E-mail enviado.'],
    ['en', 'Reset password', 'Email sent.'],
    ['es', 'Restablecer contraseña', 'Correo enviado.'],
    ['de', 'Passwort zurücksetzen', 'E-Mail gesendet.'],
    ['fr', 'Réinitialiser le mot de passe', 'E-mail envoyé.'],
  ] as const)("e-mails a reset link to the user's own address (%s)", async (language, action, sent) => {
    const fetchMock = routeFetch({
      'GET /api/identity/me': jsonResponse(ME),
      'POST /api/identity/password-reset': jsonResponse({ status: 'accepted' }, 202),
    });
    const user = userEvent.setup();
    await renderInShell(<PasswordReset language={language} />, { language });

    await user.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(bodiesSentTo(fetchMock, 'POST /api/identity/password-reset')).toEqual([{ email: 'ana.souza@example.com' }]);
    expect(fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers)).toContainEqual(
      expect.objectContaining({ 'X-Language': language }),
    );
  });

  it("shows the service's localised refusal, such as too many requests", async () => {
    routeFetch({
      'GET /api/identity/me': jsonResponse(ME),
      'POST /api/identity/password-reset': apiError(429, 'rate_limited', 'Muitas solicitações. Aguarde um momento e tente novamente.'),
    });
    const user = userEvent.setup();
    await renderInShell(<PasswordReset language="pt" />, { language: 'pt' });

    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas solicitações. Aguarde um momento e tente novamente.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the e-mail was not sent when the connection fails', async () => {
    routeFetch({ 'GET /api/identity/me': new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    await renderInShell(<PasswordReset language="en" />, { language: 'en' });

    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the email. Please try again.');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });
});
