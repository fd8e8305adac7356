/** The `tel:` address of a published number, also when a name comes first ("SNS 24 — 808 24 24 24" dials 808242424). */
export function telHref(published: string): string {
  const digits = /(\d[\d ]*)$/.exec(published.trim())?.[1] ?? published;
  return `tel:${digits.replace(/\D/g, '')}`;
}
