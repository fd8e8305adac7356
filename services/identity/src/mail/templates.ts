import type { Language } from '@app/contracts';
import { renderActionMail, type ActionMailText, type MailContent } from '@app/service-kit';

const PASSWORD_RESET: Record<Language, ActionMailText> = {
  pt: {
    subject: 'Redefina sua senha do Vitalia',
    greeting: 'Olá,',
    intro: [
      'Recebemos um pedido para redefinir a senha da sua conta Vitalia.',
      'Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez.',
    ],
    action: 'Redefinir senha',
    outro: [
      'Depois da redefinição, todas as sessões abertas da sua conta serão encerradas.',
      'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    ],
  },
  en: {
    subject: 'Reset your Vitalia password',
    greeting: 'Hello,',
    intro: [
      'We received a request to reset the password of your Vitalia account.',
      'To choose a new password, open the link below. It works for 1 hour and only once.',
    ],
    action: 'Reset password',
    outro: [
      'After the reset, every open session of your account will be signed out.',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
  },
  es: {
    subject: 'Restablece tu contraseña de Vitalia',
    greeting: 'Hola:',
    intro: [
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Vitalia.',
      'Para elegir una contraseña nueva, abre el enlace de abajo. Es válido durante 1 hora y solo se puede usar una vez.',
    ],
    action: 'Restablecer contraseña',
    outro: [
      'Tras el restablecimiento, se cerrarán todas las sesiones abiertas de tu cuenta.',
      'Si no lo has solicitado, ignora este correo: tu contraseña sigue siendo la misma.',
    ],
  },
  de: {
    subject: 'Setze dein Vitalia-Passwort zurück',
    greeting: 'Hallo,',
    intro: [
      'Wir haben eine Anfrage erhalten, das Passwort deines Vitalia-Kontos zurückzusetzen.',
      'Öffne den Link unten, um ein neues Passwort zu wählen. Er gilt 1 Stunde lang und nur ein einziges Mal.',
    ],
    action: 'Passwort zurücksetzen',
    outro: [
      'Nach dem Zurücksetzen werden alle offenen Sitzungen deines Kontos beendet.',
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    ],
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Vitalia',
    greeting: 'Bonjour,',
    intro: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Vitalia.',
      'Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il est valable 1 heure et une seule fois.',
    ],
    action: 'Réinitialiser le mot de passe',
    outro: [
      'Après la réinitialisation, toutes les sessions ouvertes de votre compte seront fermées.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ],
  },
};

const EMAIL_VERIFICATION: Record<Language, ActionMailText> = {
  pt: {
    subject: 'Confirme seu e-mail no Vitalia',
    greeting: 'Olá,',
    intro: [
      'Falta pouco para começar a usar o Vitalia.',
      'Para confirmar seu endereço de e-mail, abra o link abaixo. Ele só pode ser usado uma vez.',
    ],
    action: 'Confirmar e-mail',
    outro: ['Se você não criou uma conta no Vitalia, ignore este e-mail.'],
  },
  en: {
    subject: 'Confirm your e-mail for Vitalia',
    greeting: 'Hello,',
    intro: ['You are almost ready to use Vitalia.', 'To confirm your e-mail address, open the link below. It works only once.'],
    action: 'Confirm e-mail',
    outro: ['If you did not create a Vitalia account, ignore this e-mail.'],
  },
  es: {
    subject: 'Confirma tu correo electrónico en Vitalia',
    greeting: 'Hola:',
    intro: [
      'Ya casi puedes empezar a usar Vitalia.',
      'Para confirmar tu dirección de correo electrónico, abre el enlace de abajo. Solo se puede usar una vez.',
    ],
    action: 'Confirmar correo electrónico',
    outro: ['Si no has creado una cuenta en Vitalia, ignora este correo.'],
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für Vitalia',
    greeting: 'Hallo,',
    intro: [
      'Gleich kannst du Vitalia nutzen.',
      'Öffne den Link unten, um deine E-Mail-Adresse zu bestätigen. Er funktioniert nur ein einziges Mal.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    outro: ['Wenn du kein Vitalia-Konto erstellt hast, ignoriere diese E-Mail.'],
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Vitalia',
    greeting: 'Bonjour,',
    intro: [
      'Vous êtes presque prêt à utiliser Vitalia.',
      'Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous. Il ne peut être utilisé qu’une seule fois.',
    ],
    action: 'Confirmer l’adresse e-mail',
    outro: ['Si vous n’avez pas créé de compte Vitalia, ignorez cet e-mail.'],
  },
};

export function passwordResetMail(language: Language, link: string): MailContent {
  return renderActionMail(PASSWORD_RESET[language], link, language);
}

export function emailVerificationMail(language: Language, link: string): MailContent {
  return renderActionMail(EMAIL_VERIFICATION[language], link, language);
}
