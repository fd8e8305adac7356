import type { Language, RecordReferralInput, ReferralVisitInput } from '@app/contracts';

const BASE = '/api/sharing';

/**
 * Same-origin JSON POST to the sharing service. The browser sends the cookies and its Origin, which is what
 * the services' CSRF guard checks; X-Language localises any error message.
 */
async function post(path: string, body: ReferralVisitInput | RecordReferralInput, language: Language): Promise<number> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Language': language },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** `POST /referral-visits`: 201 recorded, 404 unknown or inactive code. Rejects when the service cannot be reached. */
export function postReferralVisit(visit: ReferralVisitInput, language: Language): Promise<number> {
  return post('/referral-visits', visit, language);
}

/** `POST /referrals` (signed in): 201/200 recorded, 404 unknown code, 422 self-referral. */
export function postReferral(code: string, language: Language): Promise<number> {
  return post('/referrals', { code }, language);
}
