import { ipLocationSchema, type Profile, type ProfileUpdateInput } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { profiles } from '../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/** The fields the user sees (spec §2 "Profile"); registration IP, browser and device stay internal. */
export function toProfile(row: ProfileRow): Profile {
  const location = ipLocationSchema.safeParse(row.ipLocation);
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone,
    birth_date: row.birthDate,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    ip_location: location.success ? location.data : null,
  };
}

export async function findProfile(db: AccountDatabase, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** Spec §4: last_login is updated each time the user's data is loaded; answers the profile, or undefined when there is none. */
export async function loadProfileForVisit(db: AccountDatabase, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ lastLogin: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  return row;
}

/** Saves the editable fields (spec §5: e-mail is not one); `phone` is already normalised. */
export async function updateProfile(db: AccountDatabase, userId: string, input: ProfileUpdateInput): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ name: input.name, birthDate: input.birth_date, phone: input.phone })
    .where(eq(profiles.id, userId))
    .returning();
  return row;
}
