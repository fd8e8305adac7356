import type { Language } from '@app/contracts';
import { pageMeta, renderHeadTags } from '@app/i18n';
import type { PageId } from '@app/i18n';

const PAGE_META_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * Replaces the page's title, description, canonical and alternate links, Open Graph and JSON-LD with the
 * ones of the page now shown. The gateway sends the same tags in the first HTML (crawlers do not run remotes).
 */
export function applyHeadMeta(page: PageId, language: Language, code?: string, origin: string = window.location.origin): void {
  const head = document.head;
  head.querySelectorAll(PAGE_META_SELECTOR).forEach((element) => element.remove());
  const template = document.createElement('template');
  template.innerHTML = renderHeadTags(pageMeta(page, language, origin, code));
  head.append(template.content);
}
