import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { api, auth, legal } from '@app/i18n';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { useSession } from '../session/session-store';
import { TEST_SESSION, TEST_USER, apiError, callsTo, routeFetch } from '../../testing/fake-identity';
import { AuthPanel } from './auth-panel';
import { COUNTRIES_BY_REGION } from './phone-countries';
import { POST_SIGNUP_DELAY_MS, SIGNUP_LOGIN_RETRY_MS } from './signup-form';
import { EMAIL_CHECK_DEBOUNCE_MS } from './use-email-check';

const renderPanel = (language: Language = 'pt', initialTab: 'login' | 'signup' = 'login') =>
  renderInShell(<AuthPanel language={language} initialTab={initialTab} />, { language });

const notTaken = { 'GET /api/identity/email-exists': jsonResponse({ exists: false }) };

async function fillSignup(
  user: ReturnType<typeof userEvent.setup>,
  t: (typeof auth)['pt'],
  values: Partial<Record<'email' | 'password' | 'confirm' | 'name' | 'phone', string>>,
) {
  if (values.email) await user.type(screen.getByLabelText(t.fields.email), values.email);
  if (values.password) await user.type(screen.getByLabelText(t.fields.password), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(t.fields.confirmPassword), values.confirm);
  if (values.name) await user.type(screen.getByLabelText(t.fields.fullName), values.name);
  if (values.phone) await user.type(screen.getByLabelText(t.fields.phone), values.phone);
}

beforeEach(() => useSession.setState({ status: 'signedOut', user: null }));
afterEach(() => jest.useRealTimers());

describe('the tabs', () => {
  it('are a real tablist: Login first, Signup on click or with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderPanel('en');
    const login = screen.getByRole('tab', { name: auth.en.tabs.login });
    const signup = screen.getByRole('tab', { name: auth.en.tabs.signup });
    expect(screen.getByRole('tablist', { name: auth.en.tabs.label })).toContainElement(login);
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', login.id);

    await user.click(signup);
    expect(signup).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(auth.en.fields.fullName)).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(login).toHaveFocus();
    expect(screen.queryByLabelText(auth.en.fields.fullName)).not.toBeInTheDocument();
  });
});

describe('the signup form', () => {
  it('shows every §5 message next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch(notTaken);
    await renderPanel('pt', 'signup');
    await fillSignup(user, auth.pt, { email: 'ana@example.com', password: 'x9!aB#7', confirm: '54321', name: 'Ana', phone: '123' });
    await user.click(screen.getByRole('button', { name: auth.pt.signup.submit }));

    const expectations = [
      [auth.pt.fields.password, 'A senha deve ter pelo menos 8 caracteres.'],
      [auth.pt.fields.confirmPassword, 'As senhas não coincidem.'],
      [auth.pt.fields.fullName, auth.pt.validation.invalidName],
      [auth.pt.fields.phone, auth.pt.validation.invalidPhone],
    ] as const;
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText(auth.pt.fields.fullName)).toHaveAccessibleDescription(
      expect.stringContaining(auth.pt.validation.enterNameSurname),
    );
    expect(callsTo(fetchMock, 'POST /api/identity/signup')).toHaveLength(0);
  });

  it('checks the e-mail 500 ms after typing stops; a taken address is said and disables the button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = routeFetch({ 'GET /api/identity/email-exists': jsonResponse({ exists: true }) });
    await renderPanel('pt', 'signup');
    await user.type(screen.getByLabelText(auth.pt.fields.email), 'ana@example.com');

    act(() => jest.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(fetchMock.mock.calls[0][0], 'http://x').searchParams.get('email')).toBe('ana@example.com');

    expect(await screen.findByText('Este email já está cadastrado. Tente fazer login.')).toBeInTheDocument();
    expect(screen.getByLabelText(auth.pt.fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: auth.pt.signup.submit })).toBeDisabled();
  });

  it('checks the e-mail once more before sending, and stops when it is taken by then', async () => {
    const user = userEvent.setup();
    const exists = jest
      .fn()
      .mockReturnValueOnce(jsonResponse({ exists: false }))
      .mockReturnValue(jsonResponse({ exists: true }));
    const fetchMock = routeFetch({ 'GET /api/identity/email-exists': () => exists() });
    await renderPanel('en', 'signup');
    await fillSignup(user, auth.en, { email: 'ana@example.com', password: 'secret-enough', confirm: 'secret-enough', name: 'Ana Souza' });
    await waitFor(() => expect(exists).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: auth.en.signup.submit }));

    expect(await screen.findByText(auth.en.validation.emailTaken)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/identity/signup')).toHaveLength(0);
  });

  it('a click on Create account while the e-mail is still being checked waits for the check and sends', async () => {
    const user = userEvent.setup();
    let answerCheck: (response: Response) => void = () => undefined;
    const fetchMock = routeFetch({
      'GET /api/identity/email-exists': () =>
        new Promise<Response>((resolve) => {
          answerCheck = resolve;
        }),
      'POST /api/identity/signup': jsonResponse(
        { userId: TEST_USER.userId, email: 'ana@example.com', emailConfirmationRequired: true, session: null },
        201,
      ),
    });
    await renderPanel('en', 'signup');
    await fillSignup(user, auth.en, { email: 'ana@example.com', password: 'secret-enough', confirm: 'secret-enough', name: 'Ana Souza' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/identity/email-exists')).toHaveLength(1));

    const submit = screen.getByRole('button', { name: auth.en.signup.submit });
    expect(submit).toBeEnabled();
    await user.click(submit);
    act(() => answerCheck(jsonResponse({ exists: false })));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/identity/email-exists').length).toBeGreaterThanOrEqual(2));
    act(() => answerCheck(jsonResponse({ exists: false })));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/identity/signup')).toHaveLength(1));
  });

  it('the password toggle shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderPanel('de', 'signup');
    const password = screen.getByLabelText(auth.de.fields.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: auth.de.password.show })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: auth.de.password.hide }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['pt', 'BR', '11 98765 4321', '+55 11 98765 4321'],
    ['en', 'US', '(201) 555-0123', '+1 201 555 0123'],
    ['fr', 'FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
  ] as const)(
    'in %s the phone country starts as %s and a valid number becomes international on blur',
    async (language, country, typed, international) => {
      const user = userEvent.setup();
      routeFetch(notTaken);
      await renderPanel(language, 'signup');
      const select = screen.getByLabelText(auth[language].fields.country);
      expect(select).toHaveValue(country);
      await user.type(screen.getByLabelText(auth[language].fields.phone), typed);
      await user.tab();
      expect(screen.getByLabelText(auth[language].fields.phone)).toHaveValue(international);
    },
  );

  it('offers about 120 countries in region groups, named in the page language', async () => {
    await renderPanel('de', 'signup');
    const select = screen.getByLabelText(auth.de.fields.country);
    const count = Object.values(COUNTRIES_BY_REGION).flat().length;
    expect(count).toBeGreaterThanOrEqual(110);
    expect(select.querySelectorAll('option')).toHaveLength(count);
    expect(select.querySelector(`optgroup[label="${auth.de.regions.europe}"] option[value="DE"]`)).toHaveTextContent('Deutschland (+49)');
  });

  it('opens the terms of use and the privacy policy in dialogs', async () => {
    const user = userEvent.setup();
    await renderPanel('es', 'signup');
    await user.click(screen.getByRole('button', { name: auth.es.signup.termsLink }));
    expect(screen.getByRole('dialog', { name: legal.es.terms.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: auth.es.legal.close }));
    await user.click(screen.getByRole('button', { name: auth.es.signup.privacyLink }));
    expect(screen.getByRole('dialog', { name: legal.es.privacy.title })).toBeInTheDocument();
  });

  it('a sign-up that returns a session signs the user in after 1 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = routeFetch({
      ...notTaken,
      'POST /api/identity/signup': jsonResponse(
        { userId: TEST_USER.userId, email: TEST_USER.email, emailConfirmationRequired: false, session: TEST_SESSION },
        201,
      ),
      'GET /api/identity/me': jsonResponse(TEST_USER),
    });
    await renderPanel('pt', 'signup');
    await fillSignup(user, auth.pt, {
      email: TEST_USER.email,
      password: 'secret-enough',
      confirm: 'secret-enough',
      name: 'Ana Souza',
      phone: '11987654321',
    });
    await user.click(screen.getByRole('button', { name: auth.pt.signup.submit }));

    expect(await screen.findByText(auth.pt.signup.welcome)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/identity/signup')[0]![1]?.body))).toEqual({
      email: TEST_USER.email,
      password: 'secret-enough',
      name: 'Ana Souza',
      phone: '+55 11 98765 4321',
      country: 'BR',
      language: 'pt',
    });
    expect(callsTo(fetchMock, 'GET /api/identity/me')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(POST_SIGNUP_DELAY_MS));
    await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
  });

  it("without a session a login is tried after 1.5 s; when it fails, 'account created' and the Login tab", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = routeFetch({
      ...notTaken,
      'POST /api/identity/signup': jsonResponse(
        { userId: TEST_USER.userId, email: TEST_USER.email, emailConfirmationRequired: false, session: null },
        201,
      ),
      'POST /api/identity/login': apiError(503, 'unavailable', 'down'),
    });
    await renderPanel('en', 'signup');
    await fillSignup(user, auth.en, { email: TEST_USER.email, password: 'secret-enough', confirm: 'secret-enough', name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: auth.en.signup.submit }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(auth.en.signup.welcome)).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(SIGNUP_LOGIN_RETRY_MS - 1));
    expect(callsTo(fetchMock, 'POST /api/identity/login')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByText(auth.en.signup.accountCreated)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: auth.en.tabs.login })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(auth.en.fields.email)).toHaveValue(TEST_USER.email);
  });

  it("shows the service's reason next to the field it refused (weak password)", async () => {
    const user = userEvent.setup();
    routeFetch({
      ...notTaken,
      'POST /api/identity/signup': apiError(400, 'validation', 'Weak password: it is among the most common passwords.', [
        { path: 'password', message: 'weak_password' },
      ]),
    });
    await renderPanel('en', 'signup');
    await fillSignup(user, auth.en, { email: 'ana@example.com', password: 'password1', confirm: 'password1', name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: auth.en.signup.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(auth.en.fields.password)).toHaveAccessibleDescription(
        'Weak password: it is among the most common passwords.',
      ),
    );
  });

  it("an unexpected failure says 'Ocorreu um erro inesperado durante o cadastro.' translated", async () => {
    const user = userEvent.setup();
    routeFetch({ ...notTaken, 'POST /api/identity/signup': new TypeError('Failed to fetch') });
    await renderPanel('fr', 'signup');
    await fillSignup(user, auth.fr, { email: 'ana@example.com', password: 'secret-enough', confirm: 'secret-enough', name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: auth.fr.signup.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.fr.errors.signupUnexpected);
  });
});

describe('the login form', () => {
  it.each([
    ['invalid credentials', apiError(401, 'unauthorized', 'Email ou senha inválidos.'), 'Email ou senha inválidos'],
    [
      'an unconfirmed e-mail (the service message)',
      apiError(403, 'forbidden', 'Conta não confirmada. Por favor, verifique seu email para confirmar sua conta.', [
        { path: 'email', message: 'email_not_confirmed' },
      ]),
      'Conta não confirmada: Por favor, verifique seu email para confirmar sua conta.',
    ],
    ['a refused cross-site request (not an unconfirmed e-mail)', apiError(403, 'forbidden', api.pt.csrfRefused), api.pt.csrfRefused],
    ['a 403 without a body (unexpected)', jsonResponse({}, 403), 'Ocorreu um erro inesperado.'],
    [
      'too many attempts (the service message)',
      apiError(429, 'rate_limited', 'Muitas tentativas de login.'),
      'Muitas tentativas de login.',
    ],
    ['a network failure', new TypeError('Failed to fetch'), 'Ocorreu um erro inesperado.'],
  ])('%s shows its message', async (_case, answer, message) => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/identity/login': answer });
    await renderPanel('pt');
    await user.type(screen.getByLabelText(auth.pt.fields.email), 'ana@example.com');
    await user.type(screen.getByLabelText(auth.pt.fields.password), 'wrong');
    await user.click(screen.getByRole('button', { name: auth.pt.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('an invalid e-mail is said next to the field without calling the service', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({});
    await renderPanel('es');
    await user.type(screen.getByLabelText(auth.es.fields.email), 'ana');
    await user.click(screen.getByRole('button', { name: auth.es.login.submit }));
    expect(screen.getByLabelText(auth.es.fields.email)).toHaveAccessibleDescription(auth.es.validation.invalidEmail);
    expect(screen.getByLabelText(auth.es.fields.password)).toHaveAccessibleDescription(auth.es.validation.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the login second step (TOTP on)', () => {
  const totpRequired = apiError(401, 'unauthorized', 'Digite o código do seu aplicativo autenticador.', [
    { path: 'totp', message: 'totp_required' },
  ]);
  const invalidCode = apiError(401, 'unauthorized', 'Código inválido.', [{ path: 'totp', message: 'invalid_code' }]);
  const t = auth.en.login.secondFactor;

  async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, login: (init: RequestInit | undefined) => Response) {
    const fetchMock = routeFetch({ 'POST /api/identity/login': (init) => login(init), 'GET /api/identity/me': jsonResponse(TEST_USER) });
    await renderPanel('en');
    await user.type(screen.getByLabelText(auth.en.fields.email), TEST_USER.email);
    await user.type(screen.getByLabelText(auth.en.fields.password), 'correct horse');
    await user.click(screen.getByRole('button', { name: auth.en.login.submit }));
    return fetchMock;
  }

  const loginBodies = (fetchMock: jest.Mock) =>
    callsTo(fetchMock, 'POST /api/identity/login').map(([, init]) => JSON.parse(String(init?.body)));

  it('asks for the 6-digit app code, then signs in with e-mail, password and code', async () => {
    const user = userEvent.setup();
    const fetchMock = await reachCodeStep(user, (init) =>
      String(init?.body).includes('totp') ? jsonResponse(TEST_SESSION) : totpRequired,
    );

    const code = await screen.findByLabelText(t.code);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText(auth.en.fields.password)).not.toBeInTheDocument();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
    expect(loginBodies(fetchMock)).toEqual([
      { email: TEST_USER.email, password: 'correct horse' },
      { email: TEST_USER.email, password: 'correct horse', totp: '123456' },
    ]);
  });

  it('a refused code is said next to the field, which is emptied for another try', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user, (init) => (String(init?.body).includes('totp') ? invalidCode : totpRequired));
    await user.type(await screen.findByLabelText(t.code), '000000');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(screen.getByLabelText(t.code)).toHaveAccessibleDescription(t.invalidCode));
    expect(screen.getByLabelText(t.code)).toHaveValue('');
    expect(screen.getByLabelText(t.code)).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('a code that is not 6 digits is refused without calling the service', async () => {
    const user = userEvent.setup();
    const fetchMock = await reachCodeStep(user, () => totpRequired);
    await user.type(await screen.findByLabelText(t.code), '12345');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(screen.getByLabelText(t.code)).toHaveAccessibleDescription(t.codeFormat);
    expect(callsTo(fetchMock, 'POST /api/identity/login')).toHaveLength(1);
  });

  it('"use a recovery code" takes a recovery code (XXXXX-XXXXX, any case) instead', async () => {
    const user = userEvent.setup();
    const fetchMock = await reachCodeStep(user, (init) =>
      String(init?.body).includes('totp') ? jsonResponse(TEST_SESSION) : totpRequired,
    );
    await user.click(await screen.findByRole('button', { name: t.useRecovery }));

    const recovery = screen.getByLabelText(t.recoveryCode);
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(recovery, '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(recovery).toHaveAccessibleDescription(t.recoveryFormat);

    await user.clear(recovery);
    await user.type(recovery, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
    expect(loginBodies(fetchMock)[1]).toEqual({ email: TEST_USER.email, password: 'correct horse', totp: 'ABCDEFGHJK' });
  });

  it('"back" returns to the password step with the e-mail kept', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user, () => totpRequired);
    await user.click(await screen.findByRole('button', { name: t.back }));

    expect(screen.getByLabelText(auth.en.fields.email)).toHaveValue(TEST_USER.email);
    expect(screen.queryByLabelText(t.code)).not.toBeInTheDocument();
  });

  it('another refusal on the code step (too many attempts) shows the service message', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user, (init) =>
      String(init?.body).includes('totp') ? apiError(429, 'rate_limited', 'Too many login attempts.') : totpRequired,
    );
    await user.type(await screen.findByLabelText(t.code), '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts.');
  });
});

describe('an unconfirmed e-mail', () => {
  const notConfirmed = apiError(403, 'forbidden', api.pt.emailNotConfirmed, [{ path: 'email', message: 'email_not_confirmed' }]);

  async function refusedLogin(user: ReturnType<typeof userEvent.setup>, resend: Response) {
    const fetchMock = routeFetch({ 'POST /api/identity/login': notConfirmed, 'POST /api/identity/verify-email/resend': resend });
    await renderPanel('pt');
    await user.type(screen.getByLabelText(auth.pt.fields.email), ' ana@example.com ');
    await user.type(screen.getByLabelText(auth.pt.fields.password), 'correct horse');
    await user.click(screen.getByRole('button', { name: auth.pt.login.submit }));
    return fetchMock;
  }

  it("login says 'Conta não confirmada' and the resend button sends the link again: 'Verificação enviada.'", async () => {
    const user = userEvent.setup();
    const fetchMock = await refusedLogin(user, jsonResponse({ message: 'accepted' }, 202));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Conta não confirmada: Por favor, verifique seu email para confirmar sua conta.',
    );
    await user.click(screen.getByRole('button', { name: auth.pt.verification.resend }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verificação enviada.');
    const [[, init]] = callsTo(fetchMock, 'POST /api/identity/verify-email/resend') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com' });
  });

  it('a refused resend (too many) says why and keeps the button', async () => {
    const user = userEvent.setup();
    await refusedLogin(user, apiError(429, 'rate_limited', 'Muitas solicitações.'));
    await user.click(await screen.findByRole('button', { name: auth.pt.verification.resend }));

    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Muitas solicitações.'));
    expect(screen.getByRole('button', { name: auth.pt.verification.resend })).toBeEnabled();
  });

  it('a sign-up that needs confirmation says to check the e-mail, offers a resend and tries no login', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = routeFetch({
      ...notTaken,
      'POST /api/identity/signup': jsonResponse(
        { userId: TEST_USER.userId, email: TEST_USER.email, emailConfirmationRequired: true, session: null },
        201,
      ),
    });
    await renderPanel('de', 'signup');
    await fillSignup(user, auth.de, { email: TEST_USER.email, password: 'secret-enough', confirm: 'secret-enough', name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: auth.de.signup.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(auth.de.verification.checkEmail.replace('{{email}}', TEST_USER.email));
    expect(screen.getByRole('button', { name: auth.de.verification.resend })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(SIGNUP_LOGIN_RETRY_MS * 2));
    expect(callsTo(fetchMock, 'POST /api/identity/login')).toHaveLength(0);
  });
});
