import { LANGUAGES, MAX_SYMPTOM_TEXT_LENGTH, type Language } from '@app/contracts';
import { common, escapeHtml, home, pathFor, symptoms, translate } from '@app/i18n';
import type { PageId, Section, Translations } from '@app/i18n';
import { FIRST_PAINT_CSS } from './first-paint-styles';

/** The element the shell removes once React shows a screen of its own (shell features/first-paint). */
export const FIRST_PAINT_ID = 'first-paint';

type Text = (key: string) => string;

/** Text of `key` in `language`, escaped for HTML text and attribute values alike. */
function texts(namespace: Translations, language: Language): Text {
  return (key) => escapeHtml(translate(namespace, key, language));
}

function languagePicker(language: Language, t: Text): string {
  const options = LANGUAGES.map(
    (code) => `<option value="${code}" lang="${code}"${code === language ? ' selected' : ''}>${t(`header.languageNames.${code}`)}</option>`,
  ).join('');
  return `<label class="fp-hidden" for="fp-language">${t('header.languagePicker')}</label><select class="fp-select" id="fp-language" disabled>${options}</select>`;
}

function logo(language: Language, t: Text): string {
  return `<a class="fp-logo" href="${pathFor(language)}" aria-label="${t('header.logoAlt')}">${t('appName')}</a>`;
}

/** The shell's header for a visitor (not signed in): logo, the three public sections, connection, language and log-in. */
function header(language: Language, t: Text, current: Section): string {
  const links = (
    [
      ['symptoms', 'nav.symptoms'],
      ['find-care', 'nav.find-care'],
      ['privacy', 'header.privacyLink'],
    ] as const
  )
    .map(([section, key]) => {
      const mark = section === current ? ' aria-current="page"' : '';
      return `<li><a href="${pathFor(language, section)}"${mark}>${t(key)}</a></li>`;
    })
    .join('');
  return (
    `<header class="fp-bar"><div class="fp-bar-inner">${logo(language, t)}` +
    `<nav class="fp-nav" aria-label="${t('header.mainNav')}"><button class="fp-menu" type="button" aria-label="${t('header.menu')}" aria-expanded="false" disabled><span></span><span></span><span></span></button>` +
    `<ul class="fp-links">${links}</ul></nav>` +
    // The connection flag says online: the page just came over the network.
    `<div class="fp-actions"><span class="fp-status" title="${t('connection.label')}">${t('connection.online')}</span>` +
    `${languagePicker(language, t)}<button class="fp-button" type="button" disabled>${t('header.login')}</button></div>` +
    `</div></header>`
  );
}

/** The shell's public home (HomePage): welcome, calls to action, the symptom service card, benefits, disclaimer. */
function homeScreen(language: Language, t: Text): string {
  const h = texts(home, language);
  const symptomsPath = pathFor(language, 'symptoms');
  const benefits = (['safe', 'available', 'caring'] as const)
    .map((key) => `<li><h3>${h(`benefits.${key}.title`)}</h3><p>${h(`benefits.${key}.text`)}</p></li>`)
    .join('');
  return (
    `<div class="fp-page">` +
    `<nav class="fp-row fp-topbar" aria-label="${t('appName')}">${logo(language, t)}${languagePicker(language, t)}</nav>` +
    `<section class="fp-hero"><h1 class="fp-title">${h('welcome.title')}</h1><p class="fp-lead">${h('welcome.text')}</p>` +
    `<div class="fp-row"><a class="fp-button" href="${symptomsPath}">${h('tryScreening')}</a>` +
    `<button class="fp-button fp-button-secondary" type="button" disabled>${h('loginRegister')}</button></div></section>` +
    `<section aria-labelledby="fp-services-title"><h2 class="fp-section-title" id="fp-services-title">${h('services.title')}</h2>` +
    `<section class="fp-card fp-service"><h3>${h('services.symptoms.title')}</h3><p>${h('services.symptoms.text')}</p>` +
    `<a class="fp-button fp-button-secondary" href="${symptomsPath}">${h('services.symptoms.cta')}</a></section></section>` +
    `<section aria-labelledby="fp-benefits-title"><h2 class="fp-section-title" id="fp-benefits-title">${h('benefits.title')}</h2>` +
    `<ul class="fp-benefits">${benefits}</ul></section>` +
    `<p class="fp-disclaimer"><strong>${h('disclaimer.title')}: </strong>${h('disclaimer.text')}</p>` +
    `</div>`
  );
}

/**
 * mf-symptoms' symptom screen before any analysis (SymptomScreen): back, title, the form with its collapsed person
 * details, what the result will hold, disclaimer. The button stays disabled until the app runs (nothing could be sent
 * yet); what is typed meanwhile is kept (`data-hand-over` names the app's field that takes it over), and the person
 * details opened meanwhile open in the app (`data-hand-over-open`).
 */
function symptomScreen(language: Language): string {
  const s = texts(symptoms, language);
  return (
    `<div class="fp-page"><div class="fp-stack fp-screen">` +
    `<a class="fp-button fp-button-ghost" href="${pathFor(language)}"><span aria-hidden="true">←</span>${s('page.back')}</a>` +
    `<div><h1 class="fp-title">${s('page.title')}</h1><p class="fp-lead">${s('page.intro')}</p></div>` +
    `<section class="fp-card"><form><div class="fp-stack fp-form">` +
    `<label class="fp-label" for="fp-symptom-text">${s('form.label')}</label>` +
    `<p class="fp-hint" id="fp-symptom-text-hint">${s('form.hint')}</p>` +
    `<textarea class="fp-textarea" id="fp-symptom-text" data-hand-over="symptom-text" placeholder="${s('form.placeholder')}" aria-describedby="fp-symptom-text-hint" maxlength="${MAX_SYMPTOM_TEXT_LENGTH}"></textarea>` +
    `<details class="fp-details" data-hand-over-open="person-details"><summary class="fp-summary">${s('person.toggle')}</summary></details>` +
    `<div class="fp-row"><button class="fp-button fp-dim" type="submit" disabled>${s('form.analyze')}</button></div>` +
    `</div></form></section>` +
    `<div></div>` +
    `<section class="fp-card fp-waiting" aria-labelledby="fp-waiting-title"><h2 id="fp-waiting-title">${s('waiting.title')}</h2><p>${s('waiting.intro')}</p>` +
    `<ul><li>${s('waiting.urgency')}</li><li>${s('waiting.causes')}</li><li>${s('waiting.nextSteps')}</li></ul></section>` +
    `<p class="fp-disclaimer">${s('disclaimer')}</p>` +
    `</div></div>`
  );
}

/** The shell's layout around a page (AppLayout): skip link, the header of `section` where the page has one, main, footer. */
function layout(language: Language, t: Text, section: Section | undefined, content: string): string {
  return (
    `<div class="fp-shell"><a class="fp-skip" href="#fp-content">${t('skipToContent')}</a>` +
    (section ? header(language, t, section) : '') +
    `<main class="fp-main" id="fp-content">${content}</main>` +
    `<footer class="fp-footer"><p>${t('footer.disclaimer')}</p><div class="fp-legal">` +
    `<a href="${pathFor(language, 'privacy')}">${t('footer.privacyLink')}</a><a href="${pathFor(language, 'terms')}">${t('footer.termsLink')}</a>` +
    `</div></footer></div>`
  );
}

/** Pages whose first screen the gateway renders itself, for a visitor: the public entry points. */
const FIRST_PAINT_PAGES: Partial<Record<PageId, (language: Language, t: Text) => string>> = {
  // The public home has no site header (PAGE_VIEWS in the shell); the symptom screen has.
  home: (language, t) => layout(language, t, undefined, homeScreen(language, t)),
  symptoms: (language, t) => layout(language, t, 'symptoms', symptomScreen(language)),
};

export interface FirstPaint {
  /** The critical CSS, for the document head. */
  style: string;
  /** The static screen, placed before the app's root (which stays hidden while it is there). */
  body: string;
}

/**
 * The static first screen of `page`, so it shows before any script has run; the shell replaces it with the same
 * screen from React (no layout shift: same structure, same sizes). Links work as links meanwhile; the controls only
 * the app can work (language picker, log-in, menu) are disabled until it takes over, so no choice made on them is
 * lost. Undefined for pages without one, and for a signed-in visitor, whose home is the dashboard and whose header
 * differs.
 */
export function firstPaint(page: PageId, language: Language, { signedIn }: { signedIn: boolean }): FirstPaint | undefined {
  const render = FIRST_PAINT_PAGES[page];
  if (!render || signedIn) return undefined;
  return {
    style: `<style>${FIRST_PAINT_CSS}</style>`,
    // All five languages are written left to right.
    body: `<div id="${FIRST_PAINT_ID}" dir="ltr">${render(language, texts(common, language))}</div>`,
  };
}
