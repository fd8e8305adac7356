/** Short codes are 6 alphanumerics, or a timestamp-based fallback after collisions (spec §9). */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** The zod-free check for pages that only route by the code (the schema is for the services). */
export function isShortCode(value: string): boolean {
  return SHORT_CODE_PATTERN.test(value);
}
