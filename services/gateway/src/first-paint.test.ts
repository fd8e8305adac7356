import { LANGUAGES, SIGNED_IN_HINT_COOKIE } from '@app/contracts';
import type { Language } from '@app/contracts';
import { HTML_LANG, common, escapeHtml, home, pathFor, symptoms } from '@app/i18n';
import { FIRST_PAINT_MARKER, HEAD_MARKER, planDocument, renderDocument, signedInHint } from './page-document';

const TEMPLATE = `<html lang="pt-BR"><head>${HEAD_MARKER}</head><body>${FIRST_PAINT_MARKER}<div id="root"></div></body></html>`;
const ORIGIN = 'https://vitalia.example';

function page(path: string, options?: { signedIn: boolean }) {
  return renderDocument(TEMPLATE, planDocument(path, undefined), ORIGIN, options);
}

/** The static screen alone, as the browser gets it before any script. */
function staticScreen(html: string): string {
  return /<div id="first-paint"[^>]*>[\s\S]*<\/div>(?=<div id="root">)/.exec(html)?.[0] ?? '';
}

describe.each(LANGUAGES)('the static first screen in %s', (language: Language) => {
  const text = (value: string) => escapeHtml(value);

  it('the home shows the welcome, its calls to action and the disclaimer, in the page language', () => {
    const html = page(pathFor(language));
    const screen = staticScreen(html);
    expect(html).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(screen).toContain('dir="ltr"');
    expect(screen).toContain(`<h1 class="fp-title">${text(home[language].welcome.title)}</h1>`);
    expect(screen).toContain(text(home[language].welcome.text));
    expect(screen).toContain(`href="${pathFor(language, 'symptoms')}">${text(home[language].tryScreening)}</a>`);
    expect(screen).toContain(text(home[language].loginRegister));
    expect(screen).toContain(text(home[language].disclaimer.text));
    expect(screen).toContain(text(common[language].footer.disclaimer));
  });

  it('the symptom screen shows the header, title, intro and the form with its placeholder', () => {
    const html = page(pathFor(language, 'symptoms'));
    const screen = staticScreen(html);
    expect(html).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(screen).toContain('dir="ltr"');
    expect(screen).toContain(`aria-label="${text(common[language].header.logoAlt)}"`);
    expect(screen).toContain(`aria-current="page">${text(common[language].nav.symptoms)}</a>`);
    expect(screen).toContain(`>${text(common[language].connection.online)}</span>`);
    expect(screen).toContain(`<h1 class="fp-title">${text(symptoms[language].page.title)}</h1>`);
    expect(screen).toContain(text(symptoms[language].page.intro));
    expect(screen).toContain(`>${text(symptoms[language].form.label)}</label>`);
    expect(screen).toContain(`placeholder="${text(symptoms[language].form.placeholder)}"`);
    expect(screen).toContain(`disabled>${text(symptoms[language].form.analyze)}</button>`);
    expect(screen).toContain(`<option value="${language}" lang="${language}" selected>`);
  });
});

describe('the static first screen', () => {
  it('has one h1, and its critical CSS goes into the head', () => {
    const html = page('/en/symptom-analysis');
    expect(staticScreen(html).match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<head>[\s\S]*<style>[^<]*#first-paint ~ #root \{ ?display: ?none; ?\}[^<]*<\/style>[\s\S]*<\/head>/);
    expect(html).not.toContain(FIRST_PAINT_MARKER);
  });

  it('shows every text as text: markup in a translation is escaped', () => {
    const welcome = home.en.welcome as { title: string };
    const original = welcome.title;
    welcome.title = '<img src=x onerror=alert(1)> "Tom & Jerry" $&';
    try {
      const screen = staticScreen(page('/en'));
      expect(screen).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Tom &amp; Jerry&quot; $&amp;');
      expect(screen).not.toContain('<img');
    } finally {
      welcome.title = original;
    }
  });

  it('is left out for pages without one, for a 404 and for a signed-in visitor', () => {
    expect(staticScreen(page('/en/history'))).toBe('');
    expect(staticScreen(page('/en/nothing-here'))).toBe('');
    expect(staticScreen(page('/en', { signedIn: true }))).toBe('');
    expect(page('/en/history')).not.toContain('#first-paint');
  });
});

describe("identity's signed-in hint", () => {
  it('is read from the cookie header, plain or __Host-', () => {
    expect(signedInHint(`a=b; ${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(signedInHint(`__Host-${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(signedInHint(`${SIGNED_IN_HINT_COOKIE}=0`)).toBe(false);
    expect(signedInHint(undefined)).toBe(false);
  });
});
