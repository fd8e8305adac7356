import { and, eq, isNull } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { profiles } from '../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Whether this dashboard visit belongs to the user's first session. The first session to open the
 * dashboard is recorded on the profile, once (a conditional update, so two sessions racing agree);
 * reloads within it stay "first", later sign-ins do not. Before identity's user.registered has created
 * the profile, the user is brand new.
 */
export async function isFirstVisit(db: AccountDatabase, profile: ProfileRow | undefined, sessionId: string): Promise<boolean> {
  if (!profile) return true;
  if (profile.firstSessionId !== null) return profile.firstSessionId === sessionId;
  const [claimed] = await db
    .update(profiles)
    .set({ firstSessionId: sessionId })
    .where(and(eq(profiles.id, profile.id), isNull(profiles.firstSessionId)))
    .returning({ id: profiles.id });
  if (claimed) return true;
  const [current] = await db.select({ firstSessionId: profiles.firstSessionId }).from(profiles).where(eq(profiles.id, profile.id));
  return current?.firstSessionId === sessionId;
}
