import { LANGUAGES } from '@app/contracts';
import { emailVerificationMail, passwordResetMail } from './templates';

const LINK = 'http://localhost:8080/reset-password?token=abc&type=recovery';

describe.each([
  ['password reset', passwordResetMail],
  ['e-mail verification', emailVerificationMail],
])('the %s e-mail', (_name, template) => {
  it.each(LANGUAGES)('in %s carries the link in the text and, escaped, in the HTML', (language) => {
    const mail = template(language, LINK);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).not.toContain(`${LINK}"`);
  });

  it('has its own subject and body in each of the five languages', () => {
    const mails = LANGUAGES.map((language) => template(language, LINK));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(LANGUAGES.length);
  });
});

it('says the reset link works for 1 hour, in Portuguese', () => {
  expect(passwordResetMail('pt', LINK).text).toContain('Ele vale por 1 hora e só pode ser usado uma vez.');
});
