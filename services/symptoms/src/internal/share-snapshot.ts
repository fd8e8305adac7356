import type { ShareSnapshot, ShareSnapshotRequest, ShareSnapshotResponse } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import { verifyGuestCookie } from '../owner/guest-cookie';
import type { Owner } from '../owner/owner';
import { findOwnedAnalysis } from '../storage/analysis-repository';

/**
 * The shareable result of the analysis when the caller owns it, else undefined. The guest cookie is checked
 * with symptoms' own secret, as on its public routes. Only the result goes out: the person's words (text,
 * summary, findings, evidence) and anything else about them stay here.
 */
export async function shareSnapshotOf(
  db: ServiceDatabase<typeof schema>,
  guestSecret: string,
  analysisId: string,
  { userId, guestCookie }: ShareSnapshotRequest,
): Promise<ShareSnapshotResponse | undefined> {
  const guestId = verifyGuestCookie(guestCookie, guestSecret);
  const owner: Owner = { ...(userId ? { userId } : {}), ...(guestId ? { guestId } : {}) };
  if (!owner.userId && !owner.guestId) return undefined;
  const stored = await findOwnedAnalysis(db, owner, analysisId);
  if (!stored) return undefined;
  const { analysis } = stored;
  const snapshot: ShareSnapshot = {
    language: analysis.language,
    urgency: analysis.urgency,
    possibleCauses: analysis.possibleCauses.map(({ name, likelihood }) => ({ name, likelihood })),
    nextSteps: analysis.nextSteps,
    recommendations: analysis.recommendations,
    careAdvice: analysis.careAdvice,
    disclaimer: analysis.disclaimer,
    createdAt: analysis.createdAt,
  };
  // A signed-in user's own analysis is theirs even while a guest cookie is still around (until claimed).
  const ownedBy = userId && (await findOwnedAnalysis(db, { userId }, analysisId)) ? 'user' : 'guest';
  return { snapshot, ownedBy };
}
