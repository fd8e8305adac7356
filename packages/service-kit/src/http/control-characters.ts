import { AppError, type ErrorDetail } from '../errors/app-error';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which free text may hold.
 * PostgreSQL cannot store NUL in text or jsonb at all; the others have no place in anything a person types.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** The paths (`context.notes`, `items.2`) of every string, or object key, in `value` holding a control character. */
export function controlCharacterPaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const itemPath = [...path, key];
    return CONTROL_CHARACTER.test(key) ? [itemPath.join('.')] : controlCharacterPaths(item, itemPath);
  });
}

/** Throws a 400 `invalid_characters` naming each offending field the way validation details do (`text`, `context.notes`). */
export function refuseControlCharacters(value: unknown): void {
  const paths = controlCharacterPaths(value);
  if (paths.length === 0) return;
  const details: ErrorDetail[] = paths.map((path) => ({ path, message: 'invalid_characters' }));
  throw new AppError('invalid_characters', 400, { details });
}

/** `value` with every control character removed from its strings, for text we store but cannot refuse (a provider's answer). */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutControlCharacters(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [withoutControlCharacters(key), withoutControlCharacters(item)]),
  ) as T;
}
