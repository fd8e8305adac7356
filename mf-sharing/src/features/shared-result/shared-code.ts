import { shortCodeSchema } from '@app/contracts';

/**
 * The short code of a shared-result page, the last segment of `/{lang}/{slug}/{code}`; null when that segment
 * cannot be a code, so no request is made for it.
 */
export function sharedCodeFromPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let code: string;
  try {
    code = decodeURIComponent(last);
  } catch {
    return null;
  }
  return shortCodeSchema.safeParse(code).success ? code : null;
}
