const MAX_WORDS = 6;
const MAX_CHARACTERS = 60;

/** A history card's title: the first words of what the user wrote, with an ellipsis when cut. */
export function historyTitle(symptomsText: string): string {
  const words = symptomsText.trim().split(/\s+/).filter(Boolean);
  let title = words.slice(0, MAX_WORDS).join(' ');
  if (title.length > MAX_CHARACTERS) title = title.slice(0, MAX_CHARACTERS).trimEnd();
  return title.length < words.join(' ').length ? `${title}…` : title;
}
