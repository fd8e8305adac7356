import { getDashboardRoute, type Dashboard } from '@app/contracts';
import { internalToken, mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { countExamsOf } from '../exams/exam-repository';
import { findProfile } from '../profiles/profile-repository';
import { isFirstVisit } from './first-visit';
import { greetingName } from './greeting-name';
import { symptomsCountOverHttp, type SymptomsCountClient } from './symptoms-count';

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
    const [profile, screenings, exams] = await Promise.all([
      findProfile(ctx.db, auth.userId),
      symptomsCount.screeningsOf(auth.userId),
      countExamsOf(ctx.db, auth.userId),
    ]);
    const dashboard: Dashboard = {
      greetingName: greetingName(profile?.name, profile?.email ?? auth.email),
      firstVisit: await isFirstVisit(ctx.db, profile, auth.sessionId),
      screenings,
      exams,
    };
    res.json(dashboard);
  });
}
