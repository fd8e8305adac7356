/** German linking elements between the parts of a compound ("Hals-s-schmerzen" is rare, "Atem-not", "Rücken-schmerzen"). */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];
const MIN_PART = 3;

/**
 * Splits a German compound into two known parts ("brustschmerzen" → ["brust", "schmerzen"], "atemnot" →
 * ["atem", "not"]), trying the longest first part first. `isKnown` says whether a piece is a word the engine
 * knows; an unknown compound gives no parts.
 */
export function splitCompound(word: string, isKnown: (piece: string) => boolean): string[] {
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!isKnown(tail)) continue;
    for (const link of LINKS) {
      if (!head.endsWith(link)) continue;
      const stemPart = head.slice(0, head.length - link.length);
      if (stemPart.length >= MIN_PART && isKnown(stemPart)) return [stemPart, tail];
    }
  }
  return [];
}
