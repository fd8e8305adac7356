import { expect, type APIRequestContext } from '@playwright/test';
import type { CaughtMailList, CaughtMailSummary } from '@app/contracts';
import { E2E_MAIL_CATCHER } from './site';

/**
 * The newest message the mail catcher received for `email` with a link matching `link`, waiting for it:
 * identity sends mail after it has answered.
 */
export async function newestMail(request: APIRequestContext, email: string, link: RegExp): Promise<CaughtMailSummary> {
  let found: CaughtMailSummary | undefined;
  await expect(async () => {
    const { messages } = (await (await request.get(`${E2E_MAIL_CATCHER}/api/messages`)).json()) as CaughtMailList;
    found = messages.find((message) => message.to.includes(email) && message.links.some((candidate) => link.test(candidate)));
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}
