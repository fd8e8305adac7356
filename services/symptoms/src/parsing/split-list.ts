/** "1. ", "2) ", "- ", "* ", "• " and similar at the start of an item. */
const ITEM_MARKER = /^\s*(?:\d{1,2}\s*[.)\-:]|[-*•·▪◦●■►–—]|\(\d{1,2}\)|[a-z]\))\s*/i;
/** Numbering or bullets in the middle of a line start a new item ("1. a 2. b", "a • b"). */
const INLINE_ITEM = /\s+(?=(?:\d{1,2}[.)]\s|[•·▪◦●■►]\s?))/;

function clean(item: string): string {
  return item
    .replace(/\*\*|__|`/g, '')
    .replace(ITEM_MARKER, '')
    .trim();
}

/** Spec §7: a string becomes a list on line breaks, numbering and bullets. */
export function splitList(text: string): string[] {
  return text
    .split(/\r?\n|\r|<br\s*\/?>/i)
    .flatMap((line) => line.split(INLINE_ITEM))
    .map(clean)
    .filter((item) => item.length > 0);
}
