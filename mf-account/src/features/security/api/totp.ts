import { queryOptions } from '@tanstack/react-query';
import {
  queryKeys,
  totpEnrolmentSchema,
  totpRecoveryCodesSchema,
  totpStatusSchema,
  type Language,
  type TotpEnrolment,
  type TotpStatus,
} from '@app/contracts';
import { requestJson, send } from '@app/ui';
import { IDENTITY_API } from '../../../shared/identity-api';

const TOTP = `${IDENTITY_API}/totp`;

export function totpStatus(language: Language, signal?: AbortSignal): Promise<TotpStatus> {
  return requestJson(TOTP, totpStatusSchema, { language, signal });
}

export function totpStatusQuery(language: Language) {
  return queryOptions({ queryKey: queryKeys.totp, queryFn: ({ signal }) => totpStatus(language, signal) });
}

/** Starts adding an authenticator app: its QR code and secret, pending until a code confirms it. */
export function startTotpEnrolment(language: Language, password: string): Promise<TotpEnrolment> {
  return requestJson(`${TOTP}/enrol`, totpEnrolmentSchema, { language, method: 'POST', body: { password } });
}

/** Confirms the app with its current code; answers the recovery codes, shown this once only. */
export async function confirmTotp(language: Language, code: string): Promise<string[]> {
  return (await requestJson(`${TOTP}/verify`, totpRecoveryCodesSchema, { language, method: 'POST', body: { code } })).recoveryCodes;
}

export async function removeTotp(language: Language, password: string, code: string): Promise<void> {
  await send(TOTP, { language, method: 'DELETE', body: { password, code } });
}
