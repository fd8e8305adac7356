/** The file name the account service gives the export (Content-Disposition), else one with today's date. */
export function exportFilename(contentDisposition: string | null, today: Date): string {
  return filenameOf(contentDisposition) ?? `vitalia-data-${today.toISOString().slice(0, 10)}.json`;
}

/** RFC 6266: `filename*=UTF-8''…` wins over `filename="…"`; any path part is dropped. */
function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = header.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  const plain = header.match(/filename\s*=\s*"([^"]*)"/i)?.[1] ?? header.match(/filename\s*=\s*([^;\s]+)/i)?.[1];
  let name = plain;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // a malformed escape: keep the plain name
    }
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}
