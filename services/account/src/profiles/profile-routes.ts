import { getProfileRoute, updateProfileRoute } from '@app/contracts';
import { AppError, mountRoute, requestLanguage, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { normalisePhone } from './phone';
import { loadProfileForVisit, toProfile, updateProfile } from './profile-repository';

/** The profile is created from identity's user.registered event; until it arrives there is none. */
const noProfileYet = () => new AppError('not_found', 404);

export function profileRoutes(api: Router, ctx: AccountContext): void {
  mountRoute(api, getProfileRoute, async (_input, req, res) => {
    const row = await loadProfileForVisit(ctx.db, signedInUser(req).userId);
    if (!row) throw noProfileYet();
    res.json(toProfile(row));
  });

  mountRoute(api, updateProfileRoute, async ({ body }, req, res) => {
    const phone = body.phone === null ? null : normalisePhone(body.phone, requestLanguage(req));
    if (phone === undefined) {
      throw new AppError('validation', 400, { messageKey: 'profilePhoneInvalid', details: [{ path: 'phone', message: 'invalid_phone' }] });
    }
    const row = await updateProfile(ctx.db, signedInUser(req).userId, { ...body, phone });
    if (!row) throw noProfileYet();
    res.json(toProfile(row));
  });
}
