import { LANGUAGES, sharedResultPath, type Language } from '@app/contracts';
import { HTML_LANG, OG_LOCALE } from './locales';
import { translate } from './lookup';
import { meta as metaTexts } from './resources/meta';
import type { PageId } from './routing';
import { NOT_FOUND_PATH, RESET_PASSWORD_PATH } from './routing';
import { isSection, pathFor } from './slugs';

/** Spec §9: structured-data rating and the free offer. */
const RATING = { value: 4.8, count: 1250 };
const OFFER_PRICE = 0;
const OFFER_CURRENCY = 'BRL';
const X_DEFAULT_LANGUAGE: Language = 'pt';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Value of `<html lang>`. */
  htmlLang: string;
  canonical: string;
  alternates: AlternateLink[];
  robots?: 'noindex';
  openGraph: {
    title: string;
    description: string;
    url: string;
    locale: string;
    alternateLocales: string[];
    type: 'website';
    siteName: string;
  };
  jsonLd: Record<string, unknown>;
}

/** Pages outside the language tree: they have one address for every language and are not indexed. */
const UNLOCALISED_PATHS: Partial<Record<PageId, string>> = {
  notFound: NOT_FOUND_PATH,
  resetPassword: RESET_PASSWORD_PATH,
};

/**
 * Pages kept out of search engines: those outside the language tree, and shared results, which are one
 * person's health answer reachable only through a link they chose to share.
 */
function indexed(page: PageId): boolean {
  return UNLOCALISED_PATHS[page] === undefined && page !== 'sharedResult';
}

function pagePath(page: PageId, language: Language, code: string | undefined): string {
  if (page === 'sharedResult' && code !== undefined) return sharedResultPath(language, code);
  return UNLOCALISED_PATHS[page] ?? pathFor(language, isSection(page) ? page : undefined);
}

/**
 * Everything the document head needs for `page` in `language`; `origin` is e.g. https://vitalia.example.
 * `code` is the short code of a shared-result page.
 */
export function pageMeta(page: PageId, language: Language, origin: string, code?: string): PageMeta {
  return pageMetaFromTexts((key) => translate(metaTexts, key, language), page, language, origin, code);
}

/**
 * `pageMeta` with the `meta` texts looked up by `text`: a page passes its i18next instance's, which holds
 * only the language it shows (servers hold every language).
 */
export function pageMetaFromTexts(
  text: (key: string) => string,
  page: PageId,
  language: Language,
  origin: string,
  code?: string,
): PageMeta {
  const base = origin.replace(/\/+$/, '');
  const title = text(`pages.${page}.title`);
  const description = text(`pages.${page}.description`);
  const siteName = text('siteName');
  const canonical = `${base}${pagePath(page, language, code)}`;
  const listed = indexed(page);
  const alternates: AlternateLink[] = listed
    ? [
        ...LANGUAGES.map((lang) => ({ hrefLang: HTML_LANG[lang], href: `${base}${pagePath(page, lang, code)}` })),
        { hrefLang: 'x-default', href: `${base}${pagePath(page, X_DEFAULT_LANGUAGE, code)}` },
      ]
    : [];

  return {
    title,
    description,
    htmlLang: HTML_LANG[language],
    canonical,
    alternates,
    ...(listed ? {} : { robots: 'noindex' as const }),
    openGraph: {
      title,
      description,
      url: canonical,
      locale: OG_LOCALE[language],
      alternateLocales: LANGUAGES.filter((lang) => lang !== language).map((lang) => OG_LOCALE[lang]),
      type: 'website',
      siteName,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'MedicalWebPage',
          '@id': canonical,
          url: canonical,
          name: title,
          description,
          inLanguage: HTML_LANG[language],
          isPartOf: { '@id': `${base}/#app` },
        },
        {
          '@type': 'WebApplication',
          '@id': `${base}/#app`,
          name: text('app.name'),
          description: text('app.description'),
          url: `${base}${pathFor(language)}`,
          applicationCategory: 'HealthApplication',
          operatingSystem: 'Web',
          inLanguage: LANGUAGES.map((lang) => HTML_LANG[lang]),
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: RATING.value,
            ratingCount: RATING.count,
            bestRating: 5,
          },
          offers: { '@type': 'Offer', price: OFFER_PRICE, priceCurrency: OFFER_CURRENCY },
        },
      ],
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON for an inline script: `<`, `>` and `&` become \u escapes so no value can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags of `meta` as HTML, every value escaped; the gateway injects it into index.html. */
export function renderHeadTags(meta: PageMeta): string {
  const attr = escapeHtml;
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${attr(value)}"`)
      .join(' ')}>`;
  const og = meta.openGraph;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    ...(meta.robots ? [tag('meta', { name: 'robots', content: meta.robots })] : []),
    tag('link', { rel: 'canonical', href: meta.canonical }),
    ...meta.alternates.map((alt) => tag('link', { rel: 'alternate', hreflang: alt.hrefLang, href: alt.href })),
    tag('meta', { property: 'og:title', content: og.title }),
    tag('meta', { property: 'og:description', content: og.description }),
    tag('meta', { property: 'og:url', content: og.url }),
    tag('meta', { property: 'og:type', content: og.type }),
    tag('meta', { property: 'og:site_name', content: og.siteName }),
    tag('meta', { property: 'og:locale', content: og.locale }),
    ...og.alternateLocales.map((locale) => tag('meta', { property: 'og:locale:alternate', content: locale })),
    tag('meta', { name: 'twitter:card', content: 'summary' }),
    `<script type="application/ld+json">${inlineJson(meta.jsonLd)}</script>`,
  ].join('\n');
}
