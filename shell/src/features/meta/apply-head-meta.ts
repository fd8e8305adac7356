import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@app/contracts';
import { pageMetaFromTexts, renderHeadTags } from '@app/i18n';
import type { PageId } from '@app/i18n';
import { useNamespaceTexts } from '@app/ui';

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
 * ones of the page now shown, in the words of `text` (the `meta` namespace). The gateway sends the same tags
 * in the first HTML (crawlers do not run remotes).
 */
export function applyHeadMeta(
  text: (key: string) => string,
  page: PageId,
  language: Language,
  code?: string,
  origin: string = window.location.origin,
): void {
  const head = document.head;
  head.querySelectorAll(PAGE_META_SELECTOR).forEach((element) => element.remove());
  const template = document.createElement('template');
  template.innerHTML = renderHeadTags(pageMetaFromTexts(text, page, language, origin, code));
  head.append(template.content);
}

/**
 * Keeps the head on the page shown. After a switch of language it follows once the new language's texts are
 * there (the page's i18next instance holds only the languages shown so far).
 */
export function useHeadMeta(page: PageId, language: Language, code?: string): void {
  const { t, i18n } = useTranslation('meta');
  const shown = isLanguage(i18n.language) ? i18n.language : language;
  // The gateway wrote the first page's head: its texts load after the first screen, for the pages that follow.
  const ready = useNamespaceTexts('meta', shown);
  useEffect(() => {
    if (ready) applyHeadMeta((key) => t(key), page, shown, code);
  }, [ready, t, page, shown, code]);
}
