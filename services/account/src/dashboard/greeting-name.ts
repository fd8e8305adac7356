/** Spec §2 "Dashboard": the first name, or the part of the e-mail before the @ sign. */
export function greetingName(name: string | null | undefined, email: string): string {
  const firstName = name?.trim().split(/\s+/)[0];
  return firstName || email.split('@')[0] || email;
}
