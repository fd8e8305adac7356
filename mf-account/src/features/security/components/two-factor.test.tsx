import type { TotpEnrolment } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { apiError, bodiesSentTo, noContent, routeFetch } from '../../../testing/route-fetch';
import { TOTP_OFF } from '../../../testing/settings-fixtures';
import { TwoFactor } from './two-factor';

const STATUS = 'GET /api/identity/totp';
const ENROL = 'POST /api/identity/totp/enrol';
const VERIFY = 'POST /api/identity/totp/verify';
const REMOVE = 'DELETE /api/identity/totp';
const enrolment: TotpEnrolment = {
  otpauthUrl: 'otpauth://totp/Vitalia:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Vitalia',
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const recoveryCodes = ['0A1B2-C3D4E', '5F6G7-H8J9K', 'MNPQR-STVWX'];
const on = (recoveryCodesLeft: number) => jsonResponse({ enabled: true, recoveryCodesLeft });

describe('two-step verification', () => {
  afterEach(() => jest.restoreAllMocks());

  it('turns on: password, then the QR code (or the key) and a code from the app, then the recovery codes once', async () => {
    const fetchMock = routeFetch({
      [STATUS]: [jsonResponse(TOTP_OFF), on(10)],
      [ENROL]: jsonResponse(enrolment),
      [VERIFY]: jsonResponse({ recoveryCodes }),
    });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:codes'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="en" />, { language: 'en' });

    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-step verification' });
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await user.keyboard('my password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('img', { name: 'QR code that adds Vitalia to your authenticator app' })).toHaveAttribute(
      'src',
      enrolment.qrCodeDataUrl,
    );
    expect(dialog).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(dialog).getByLabelText('6-digit code from the app')).toHaveFocus();
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(within(codesDialog).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await user.click(within(codesDialog).getByRole('button', { name: 'Copy codes' }));
    expect(await within(codesDialog).findByText('Codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${recoveryCodes.join('\n')}\n`);
    await user.click(within(codesDialog).getByRole('button', { name: 'Download codes' }));
    expect(saved).toEqual(['vitalia-recovery-codes.txt']);
    await user.click(within(codesDialog).getByRole('button', { name: 'I have saved them' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Two-step verification is on.');
    expect(screen.getByText(/10 unused recovery codes left\./)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ENROL)).toEqual([{ password: 'my password' }]);
    expect(bodiesSentTo(fetchMock, VERIFY)).toEqual([{ code: '123456' }]);
  });

  it('a wrong password when starting stays in the dialog, at the field (pt)', async () => {
    routeFetch({
      [STATUS]: jsonResponse(TOTP_OFF),
      [ENROL]: apiError(403, 'forbidden', 'Senha incorreta.', [{ path: 'password', message: 'invalid_password' }]),
    });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="pt" />, { language: 'pt' });

    await user.click(await screen.findByRole('button', { name: 'Ativar a verificação em duas etapas' }));
    await user.keyboard('errada');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const password = await screen.findByLabelText('Senha atual');
    await screen.findByText('Senha incorreta.');
    expect(password).toHaveAccessibleDescription('Senha incorreta.');
    expect(password).toHaveValue('errada');
  });

  it('a wrong code from the app is shown at the code field (de)', async () => {
    routeFetch({
      [STATUS]: jsonResponse(TOTP_OFF),
      [ENROL]: jsonResponse(enrolment),
      [VERIFY]: apiError(403, 'forbidden', 'x', [{ path: 'code', message: 'invalid_code' }]),
    });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="de" />, { language: 'de' });

    await user.click(await screen.findByRole('button', { name: 'Zwei-Schritt-Verifizierung aktivieren' }));
    await user.keyboard('mein Passwort');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByLabelText('6-stelliger Code aus der App'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bestätigen und aktivieren' }));

    expect(await screen.findByLabelText('6-stelliger Code aus der App')).toHaveAccessibleDescription(
      'Ungültiger oder bereits verwendeter Code.',
    );
    expect(screen.getByRole('dialog', { name: 'Zwei-Schritt-Verifizierung aktivieren' })).toBeInTheDocument();
  });

  it('turns off with the password and a code from the app or a recovery code (fr)', async () => {
    const fetchMock = routeFetch({ [STATUS]: [on(3), jsonResponse(TOTP_OFF)], [REMOVE]: noContent() });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="fr" />, { language: 'fr' });

    expect(await screen.findByText(/Il vous reste 3 codes de récupération inutilisés\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Désactiver la validation en deux étapes' }));
    const dialog = screen.getByRole('dialog', { name: 'Désactiver la validation en deux étapes' });
    await user.type(within(dialog).getByLabelText('Mot de passe actuel'), 'mon mot de passe');
    await user.type(within(dialog).getByLabelText('Code de l’application ou code de récupération'), '0A1B2-C3D4E');
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Désactivée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La validation en deux étapes est désactivée.');
    expect(bodiesSentTo(fetchMock, REMOVE)).toEqual([{ password: 'mon mot de passe', code: '0A1B2-C3D4E' }]);
  });

  it.each([
    [
      'code',
      apiError(403, 'forbidden', 'x', [{ path: 'code', message: 'invalid_code' }]),
      'Código de la aplicación o de recuperación',
      'Código no válido o ya usado.',
    ],
    [
      'password',
      apiError(403, 'forbidden', 'x', [{ path: 'password', message: 'invalid_password' }]),
      'Contraseña actual',
      'Contraseña incorrecta.',
    ],
  ] as const)('a refused %s is shown at its field when turning off (es)', async (_refused, refusal, field, message) => {
    routeFetch({ [STATUS]: on(10), [REMOVE]: refusal });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="es" />, { language: 'es' });

    await user.click(await screen.findByRole('button', { name: 'Desactivar la verificación en dos pasos' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'secreta');
    await user.type(screen.getByLabelText('Código de la aplicación o de recuperación'), '111111');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(field)).toHaveFocus();
  });

  it('a locked account is told to wait, for the whole form', async () => {
    routeFetch({
      [STATUS]: on(10),
      [REMOVE]: apiError(429, 'rate_limited', 'Too many login attempts. Please wait a few minutes and try again.'),
    });
    const user = userEvent.setup();
    await renderInShell(<TwoFactor language="en" />, { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    await user.type(screen.getByLabelText('Current password'), 'secret');
    await user.type(screen.getByLabelText('Code from the app or recovery code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please wait a few minutes and try again.',
    );
  });
});
