/** Lower case, accents removed: "Nível_Urgência" → "nível_urgência" → "nivel_urgencia". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A key reduced to its letters and digits, so nivel_urgencia, nivelUrgencia and "Nível de urgência" compare. */
export function foldKey(key: string): string {
  return foldText(key).replace(/[^a-z0-9]/g, '');
}
