import { pageMeta, renderHeadTags, type PageMeta } from './meta';

const ORIGIN = 'https://vitalia.example';

/** Extracts the JSON-LD script body from rendered head tags. */
function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

describe('pageMeta', () => {
  it('localises the title, description and canonical address of a section', () => {
    const meta = pageMeta('history', 'de', `${ORIGIN}/`);
    expect(meta.title).toBe('Analyseverlauf | Vitalia');
    expect(meta.canonical).toBe(`${ORIGIN}/de/verlauf`);
    expect(meta.htmlLang).toBe('de-DE');
    expect(meta.openGraph).toMatchObject({ url: `${ORIGIN}/de/verlauf`, locale: 'de_DE', type: 'website', siteName: 'Vitalia' });
    expect(meta.robots).toBeUndefined();
  });

  it('links the five languages and an x-default pointing to pt', () => {
    expect(pageMeta('privacy', 'en', ORIGIN).alternates).toEqual([
      { hrefLang: 'pt-BR', href: `${ORIGIN}/pt/politica-de-privacidade` },
      { hrefLang: 'en-US', href: `${ORIGIN}/en/privacy-policy` },
      { hrefLang: 'es-ES', href: `${ORIGIN}/es/politica-de-privacidad` },
      { hrefLang: 'de-DE', href: `${ORIGIN}/de/datenschutzrichtlinie` },
      { hrefLang: 'fr-FR', href: `${ORIGIN}/fr/politique-de-confidentialite` },
      { hrefLang: 'x-default', href: `${ORIGIN}/pt/politica-de-privacidade` },
    ]);
    expect(pageMeta('home', 'fr', ORIGIN).canonical).toBe(`${ORIGIN}/fr`);
  });

  it.each([
    ['terms', 'en', 'Terms of use | Vitalia', '/en/terms-of-use'],
    ['find-care', 'de', 'Hilfe finden | Vitalia', '/de/hilfe-finden'],
    ['exam-analysis', 'fr', 'Analyse d’examens | Vitalia', '/fr/analyse-d-examens'],
  ] as const)('titles the %s page per language, at its localised address', (page, language, title, path) => {
    const meta = pageMeta(page, language, ORIGIN);
    expect(meta.title).toBe(title);
    expect(meta.canonical).toBe(`${ORIGIN}${path}`);
    expect(meta.alternates).toHaveLength(6);
    expect(meta.robots).toBeUndefined();
  });

  it('keeps the 404 and reset-password pages out of search engines', () => {
    const notFound = pageMeta('notFound', 'es', ORIGIN);
    expect(notFound.robots).toBe('noindex');
    expect(notFound.canonical).toBe(`${ORIGIN}/404`);
    expect(notFound.title).toBe('Página no encontrada | Vitalia');
    expect(pageMeta('resetPassword', 'pt', ORIGIN).robots).toBe('noindex');
  });

  it('keeps shared results out of search engines, with their own address as canonical', () => {
    const shared = pageMeta('sharedResult', 'fr', ORIGIN, 'Ab12Cd');
    expect(shared.robots).toBe('noindex');
    expect(shared.canonical).toBe(`${ORIGIN}/fr/analyse-partagee/Ab12Cd`);
    expect(shared.alternates).toEqual([]);
    expect(shared.title).toBe('Analyse de symptômes partagée | Vitalia');
    expect(renderHeadTags(shared)).toContain('<meta name="robots" content="noindex">');
  });

  it('describes the application with a 4.8 rating from 1250 ratings and a free offer', () => {
    const graph = pageMeta('home', 'pt', ORIGIN).jsonLd['@graph'] as Record<string, unknown>[];
    const app = graph.find((node) => node['@type'] === 'WebApplication')!;
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 1250 });
    expect(app.offers).toMatchObject({ '@type': 'Offer', price: 0 });
    expect(app.name).toBe('Vitalia – Assistente de saúde digital');
    expect(graph.some((node) => node['@type'] === 'MedicalWebPage')).toBe(true);
  });
});

describe('renderHeadTags', () => {
  it('renders title, description, canonical, alternates, Open Graph and JSON-LD', () => {
    const html = renderHeadTags(pageMeta('symptoms', 'en', ORIGIN));
    expect(html).toContain('<title>AI symptom analysis | Vitalia</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/symptom-analysis">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/pt/triagem-de-sintomas">`);
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).not.toContain('noindex');
    expect(jsonLdOf(html)).toEqual(pageMeta('symptoms', 'en', ORIGIN).jsonLd);
  });

  it('adds robots noindex when asked', () => {
    expect(renderHeadTags(pageMeta('notFound', 'en', ORIGIN))).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes hostile values and cannot be broken out of', () => {
    const hostile = `"><script>alert(1)</script>'&`;
    const meta: PageMeta = {
      ...pageMeta('home', 'en', ORIGIN),
      title: hostile,
      description: hostile,
      canonical: `${ORIGIN}/"onload="x`,
      jsonLd: { name: '</script><script>alert(1)</script>', note: 'a & b <!--' },
    };
    const html = renderHeadTags(meta);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"onload=');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(jsonLdOf(html)).toEqual(meta.jsonLd);
  });

  it('escapes a hostile origin in every generated address', () => {
    const html = renderHeadTags(pageMeta('history', 'pt', 'https://x.example/"><img src=x>'));
    expect(html).not.toContain('<img');
  });
});
