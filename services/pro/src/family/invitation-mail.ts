import type { Language } from '@app/contracts';
import { interpolate, pathFor, pro } from '@app/i18n';
import { renderActionMail, type MailMessage } from '@app/service-kit';

interface Invitation {
  /** The invited e-mail. */
  to: string;
  /** Who invited them: the owner's sign-in e-mail. */
  ownerEmail: string;
  language: Language;
  /** The site's own origin (PUBLIC_ORIGIN), never anything from the request. */
  site: string;
}

/** Spec §4: who invited them, what they get, and the site's home in their language to sign up or sign in with that address. */
export function invitationMail({ to, ownerEmail, language, site }: Invitation): MailMessage {
  const text = pro[language].family.invitationMail;
  const link = new URL(pathFor(language), site).toString();
  const content = renderActionMail({ ...text, intro: text.intro.map((line) => interpolate(line, { owner: ownerEmail })) }, link, language);
  return { to, ...content };
}
