import type { HistoryPosition } from '../storage/account-analyses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque `nextCursor`: base64url of `<created at ISO>|<id>` of the last item of a page. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

/** The position a cursor names, or undefined when it was not made by `encodeHistoryCursor`. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!iso || !id || rest.length > 0 || !UUID.test(id)) return undefined;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso ? undefined : { createdAt, id };
}
