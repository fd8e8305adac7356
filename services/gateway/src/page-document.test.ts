import { planDocument, renderDocument, robotsTag } from './page-document';

describe('the first HTML of a page', () => {
  it('a known page answers 200 in its language', () => {
    expect(planDocument('/de/verlauf', 'en')).toEqual({ status: 200, page: 'history', language: 'de' });
  });

  it('the root is planned as the home of the negotiated language (the shell then redirects)', () => {
    expect(planDocument('/', 'fr-FR,fr;q=0.9')).toEqual({ status: 200, page: 'home', language: 'fr' });
  });

  it('a slug of another language is planned as its translation', () => {
    expect(planDocument('/en/historico', undefined)).toEqual({ status: 200, page: 'history', language: 'en' });
  });

  it('an unknown path answers 404 with the not-found page', () => {
    expect(planDocument('/en/nothing-here', 'en')).toMatchObject({ status: 404, page: 'notFound' });
    expect(planDocument('/404', 'en')).toMatchObject({ status: 404, page: 'notFound' });
  });

  it('the page language and metadata go into the template', () => {
    const html = renderDocument(
      '<html lang="pt-BR"><head><!--app-head--></head></html>',
      planDocument('/es', 'es'),
      'https://vitalia.example',
    );
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<link rel="canonical" href="https://vitalia.example/es"');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('the loading screen speaks the page language before any script runs', () => {
    const html = renderDocument('<div class="boot"><!--app-loading--></div>', planDocument('/de', 'de'), 'https://vitalia.example');
    expect(html).toContain('<div class="boot">Wird geladen…</div>');
  });

  it('a shared result is planned with its code, in the language of its path', () => {
    expect(planDocument('/es/analisis-compartido/Ab12Cd', 'de')).toEqual({
      status: 200,
      page: 'sharedResult',
      language: 'es',
      code: 'Ab12Cd',
    });
  });

  it('a shared result carries its localised title and noindex, in the head and in X-Robots-Tag', () => {
    const plan = planDocument('/de/geteilte-analyse/Ab12Cd', 'en');
    const html = renderDocument('<html lang="pt-BR"><head><!--app-head--></head></html>', plan, 'https://vitalia.example');
    expect(html).toContain('<title>Geteilte Symptomanalyse | Vitalia</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://vitalia.example/de/geteilte-analyse/Ab12Cd"');
    expect(robotsTag(plan)).toBe('noindex');
  });

  it('indexed pages get no X-Robots-Tag', () => {
    expect(robotsTag(planDocument('/de/verlauf', 'en'))).toBeUndefined();
  });
});
