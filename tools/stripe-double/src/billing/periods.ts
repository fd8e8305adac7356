/**
 * One month after `start` (unix seconds), as Stripe bills monthly: the same day and time of the next month,
 * or that month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function oneMonthAfter(start: number): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}
