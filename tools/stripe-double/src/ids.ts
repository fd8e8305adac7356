import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id the way Stripe writes them: its object's prefix (`cus`, `sub`, `cs_test`…), an underscore, random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = `${prefix}_`;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
