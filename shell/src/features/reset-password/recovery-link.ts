/**
 * The token of a password-recovery link. Identity sends `/reset-password?token=…&type=recovery`;
 * links that carry their parameters in the hash (`#token=…&type=recovery`) or a `reset` flag instead
 * of the type are read the same way (spec §2).
 */
export function recoveryToken(search: string, hash: string): string | undefined {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = query.get('token') ?? fragment.get('token');
  return token || undefined;
}
