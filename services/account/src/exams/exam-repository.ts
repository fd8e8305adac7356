import { asc, count, eq } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { exams } from '../db/schema';

/** How many exams the user has; the dashboard's counter. */
export async function countExamsOf(db: AccountDatabase, userId: string): Promise<number> {
  const [row] = await db.select({ exams: count() }).from(exams).where(eq(exams.userId, userId));
  return row?.exams ?? 0;
}

/** The user's exams, oldest first, as stored (for the data export). */
export function examsOf(db: AccountDatabase, userId: string) {
  return db.select().from(exams).where(eq(exams.userId, userId)).orderBy(asc(exams.createdAt));
}

export async function deleteExamsOf(db: AccountDatabase, userId: string): Promise<void> {
  await db.delete(exams).where(eq(exams.userId, userId));
}
