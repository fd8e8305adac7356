import { dictionary } from '@zxcvbn-ts/language-common';

/** ASVS 6.2.4 asks for at least the top 3000; zxcvbn-ts ranks its list by frequency. */
const TOP = 10_000;

let common: Set<string> | undefined;

/** True when the password (ignoring case) is among the most common ones. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, TOP));
  return common.has(password.toLowerCase());
}
