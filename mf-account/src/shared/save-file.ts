/** How long the object URL outlives the click: some browsers read it only after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Hands `blob` to the browser as a download named `filename` (an object URL behind a clicked link). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
