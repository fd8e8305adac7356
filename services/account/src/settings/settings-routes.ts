import { getSettingsRoute, saveSettingsRoute } from '@app/contracts';
import { AppError, mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { findOrCreateSettings, replaceSettings, toUserSettings } from './settings-repository';

export function settingsRoutes(api: Router, ctx: AccountContext): void {
  mountRoute(api, getSettingsRoute, async (_input, req, res) => {
    const row = await findOrCreateSettings(ctx.db, signedInUser(req).userId);
    if (!row) throw new AppError('not_found', 404);
    res.json(toUserSettings(row));
  });

  mountRoute(api, saveSettingsRoute, async ({ body }, req, res) => {
    const row = await replaceSettings(ctx.db, signedInUser(req).userId, body);
    if (!row) throw new AppError('not_found', 404);
    res.json(toUserSettings(row));
  });
}
