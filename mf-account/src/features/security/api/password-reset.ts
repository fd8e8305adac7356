import { currentUserSchema, mailRequestAcceptedSchema, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';
import { IDENTITY_API } from '../../../shared/identity-api';

/** E-mails the signed-in user a reset link: their own address comes from identity (`/me`). */
export async function sendPasswordResetEmail(language: Language): Promise<void> {
  const { email } = await requestJson(`${IDENTITY_API}/me`, currentUserSchema, { language });
  await requestJson(`${IDENTITY_API}/password-reset`, mailRequestAcceptedSchema, { language, method: 'POST', body: { email } });
}
