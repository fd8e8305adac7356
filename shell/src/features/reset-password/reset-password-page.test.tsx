import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, common } from '@app/i18n';
import { jsonResponse } from '@app/ui/testing';
import { apiError, callsTo, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';

const TOKEN = 'A'.repeat(43);
const path = () => screen.getByTestId('current-path').textContent;

/** The page as the shell shows it at `url`, for a visitor whose device speaks `language`. */
async function renderReset(url: string, language: 'pt' | 'en' = 'pt') {
  localStorage.clear();
  setDeviceLanguages([language]);
  await renderSite(url, { initialLanguage: language });
  // The page loads with its route.
  await screen.findByRole('heading', { level: 1, name: common[language].resetPassword.title });
}

describe('with a recovery link', () => {
  it('shows the new-password form and takes the token out of the address', async () => {
    await renderReset(`/reset-password?token=${TOKEN}&type=recovery`);
    expect(screen.getByLabelText(auth.pt.reset.newPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(auth.pt.reset.confirmPassword)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: auth.pt.reset.backToLogin })).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/reset-password'));
  });

  it('reads a token carried in the hash too', async () => {
    await renderReset(`/reset-password#token=${TOKEN}&type=recovery`);
    expect(screen.getByLabelText(auth.pt.reset.newPassword)).toBeInTheDocument();
  });

  it("refuses mismatched and short passwords with the spec's messages", async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({});
    await renderReset(`/reset-password?token=${TOKEN}&type=recovery`);
    await user.type(screen.getByLabelText(auth.pt.reset.newPassword), 'x9!aB#7');
    await user.type(screen.getByLabelText(auth.pt.reset.confirmPassword), '1234');
    await user.click(screen.getByRole('button', { name: auth.pt.reset.submit }));
    expect(screen.getByLabelText(auth.pt.reset.newPassword)).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.');
    expect(screen.getByLabelText(auth.pt.reset.confirmPassword)).toHaveAccessibleDescription('As senhas não coincidem.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("success says 'Senha redefinida.' and shows the login form", async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/identity/password-reset/confirm': jsonResponse({ email: 'ana@example.com' }) });
    await renderReset(`/reset-password?token=${TOKEN}&type=recovery`);
    await user.type(screen.getByLabelText(auth.pt.reset.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(auth.pt.reset.confirmPassword), 'new-secret');
    await user.click(screen.getByRole('button', { name: auth.pt.reset.submit }));

    expect(await screen.findByText('Senha redefinida.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: auth.pt.tabs.login })).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/identity/password-reset/confirm')[0]![1]?.body))).toEqual({
      token: TOKEN,
      password: 'new-secret',
    });
  });

  it("an invalid or used token says 'Não foi possível redefinir a senha. Tente novamente.'", async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/identity/password-reset/confirm': apiError(400, 'validation', 'x', [{ path: 'token', message: 'invalid_token' }]),
    });
    await renderReset(`/reset-password?token=${TOKEN}&type=recovery`);
    await user.type(screen.getByLabelText(auth.pt.reset.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(auth.pt.reset.confirmPassword), 'new-secret');
    await user.click(screen.getByRole('button', { name: auth.pt.reset.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível redefinir a senha. Tente novamente.');
  });

  it('Back to Login opens the login form', async () => {
    const user = userEvent.setup();
    await renderReset(`/reset-password?token=${TOKEN}&type=recovery`, 'en');
    await user.click(screen.getByRole('button', { name: auth.en.reset.backToLogin }));
    expect(screen.getByRole('tab', { name: auth.en.tabs.login })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('without a recovery link', () => {
  it("explains how to get one and sends a link on request, answering 'E-mail enviado.' whatever the service says", async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/identity/password-reset': apiError(429, 'rate_limited', 'slow down') });
    await renderReset('/reset-password');
    expect(screen.getByText(common.pt.resetPassword.text)).toBeInTheDocument();
    await user.type(screen.getByLabelText(auth.pt.fields.email), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: auth.pt.reset.request.submit }));
    expect(await screen.findByText('E-mail enviado.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/identity/password-reset')[0]![1]?.body))).toEqual({ email: 'ana@example.com' });
  });
});
