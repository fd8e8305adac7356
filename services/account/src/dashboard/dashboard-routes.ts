import { getDashboardRoute, type Dashboard } from '@app/contracts';
import { internalToken, mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { findProfile } from '../profiles/profile-repository';
import { greetingName } from './greeting-name';
import { symptomsCountOverHttp, type SymptomsCountClient } from './symptoms-count';

/** Exam analysis is in development (spec §1): no service stores exams yet. */
const EXAMS_ANALYSED = 0;

export function dashboardRoutes(
  api: Router,
  ctx: AccountContext,
  symptomsCount: SymptomsCountClient = symptomsCountOverHttp({
    baseUrl: ctx.config.SYMPTOMS_URL,
    token: internalToken(ctx.config),
    log: ctx.logger,
  }),
): void {
  mountRoute(api, getDashboardRoute, async (_input, req, res) => {
    const auth = signedInUser(req);
    // Before identity's user.registered arrives there is no profile yet: the token's e-mail still greets.
    const [profile, screenings] = await Promise.all([findProfile(ctx.db, auth.userId), symptomsCount.screeningsOf(auth.userId)]);
    const dashboard: Dashboard = {
      greetingName: greetingName(profile?.name, profile?.email ?? auth.email),
      screenings,
      exams: EXAMS_ANALYSED,
    };
    res.json(dashboard);
  });
}
