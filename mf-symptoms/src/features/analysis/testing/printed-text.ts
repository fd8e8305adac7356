/** The text of `element` as printed: without what `data-print-hide` keeps off the paper. */
export function printedText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[data-print-hide]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}
