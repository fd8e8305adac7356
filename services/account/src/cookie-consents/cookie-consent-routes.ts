import { recordCookieConsentRoute, type CookieConsent } from '@app/contracts';
import { mountRoute } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { insertCookieConsent } from './cookie-consent-repository';

export function cookieConsentRoutes(api: Router, ctx: AccountContext): void {
  mountRoute(api, recordCookieConsentRoute, async ({ body }, _req, res) => {
    const stored = await insertCookieConsent(ctx.db, body);
    const response: CookieConsent = { id: stored.id, createdAt: stored.createdAt.toISOString() };
    res.status(201).json(response);
  });
}
