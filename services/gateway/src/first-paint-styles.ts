/**
 * The critical CSS of the static first screens (first-paint.ts): the same values as @app/ui's GlobalStyle, theme and
 * components and the shell's and mf-symptoms' styled components, so the page looks the same before and after React
 * takes over. The gateway runs without React or styled-components, hence the copy; e2e/first-paint.e2e.ts checks
 * that both renderings put the first screen's elements at the same places. Every class starts with `fp-`, so none
 * meets a styled-components class. Controls that only the app can work are disabled (first-paint.ts) but keep the
 * app's looks: explicit colours and opacity here win over the browser's disabled styles.
 */
const COLORS = {
  primary: '#1A62D6',
  primaryHover: '#154FAD',
  accent: '#0E9F8E',
  text: '#14213D',
  muted: '#51607A',
  background: '#F5F8FC',
  surface: '#FFFFFF',
  border: '#D9E1EC',
  focus: '#FFB020',
};
const FONT = "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";
const SHADOW = '0 1px 2px rgba(20,33,61,0.06), 0 6px 24px rgba(20,33,61,0.08)';
/** The shell's site navigation folds behind its menu button at this width (shell SiteNav PHONE_MAX_WIDTH). */
const PHONE = '(max-width: 640px)';

export const FIRST_PAINT_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${FONT}; color: ${COLORS.text}; background: ${COLORS.background}; line-height: 1.5; -webkit-font-smoothing: antialiased; }
a { color: ${COLORS.primary}; }
:focus-visible { outline: 3px solid ${COLORS.focus}; outline-offset: 2px; }
#first-paint ~ #root { display: none; }
.fp-shell { min-height: 100vh; display: flex; flex-direction: column; }
.fp-main { flex: 1; }
.fp-skip { position: absolute; left: -9999px; }
.fp-skip:focus { left: 8px; top: 8px; z-index: 100; background: ${COLORS.surface}; padding: 8px 16px; }
.fp-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.fp-bar { position: sticky; top: 0; z-index: 10; background: ${COLORS.surface}; border-bottom: 1px solid ${COLORS.border}; }
.fp-bar-inner { max-width: 960px; margin: 0 auto; padding: 12px 16px; display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.fp-logo { display: inline-flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.3rem; letter-spacing: -0.02em; color: ${COLORS.text}; text-decoration: none; }
.fp-logo::before { content: ''; width: 28px; height: 28px; border-radius: 8px; background: linear-gradient(135deg, ${COLORS.primary}, ${COLORS.accent}); }
.fp-nav { flex: 1; }
.fp-menu { display: none; }
.fp-menu span { display: block; height: 2px; background: ${COLORS.text}; }
.fp-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.fp-links a { display: block; padding: 8px 12px; border-radius: 6px; color: ${COLORS.text}; text-decoration: none; font-weight: 500; }
.fp-links a[aria-current='page'] { color: ${COLORS.primary}; font-weight: 700; box-shadow: inset 0 -2px 0 ${COLORS.primary}; }
@media ${PHONE} {
  .fp-nav { flex: 0; order: -1; }
  .fp-menu { display: inline-flex; flex-direction: column; justify-content: center; gap: 4px; width: 44px; height: 44px; padding: 0 10px; border: 1px solid ${COLORS.border}; border-radius: 6px; background: ${COLORS.surface}; }
  .fp-links { display: none; }
}
.fp-actions { margin-left: auto; display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: center; gap: 12px; }
.fp-status { display: inline-flex; align-items: center; gap: 4px; font-size: 0.8125rem; font-weight: 600; color: ${COLORS.muted}; }
.fp-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: ${COLORS.accent}; }
.fp-select { font: inherit; min-height: 40px; padding: 6px 12px; border: 1px solid ${COLORS.border}; border-radius: 999px; background: ${COLORS.surface}; color: ${COLORS.text}; opacity: 1; }
.fp-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 10px 20px; border: 2px solid; border-radius: 999px; font: inherit; font-weight: 600; text-decoration: none; background: ${COLORS.primary}; color: #FFFFFF; border-color: ${COLORS.primary}; }
.fp-button-secondary { background: ${COLORS.surface}; color: ${COLORS.primary}; border-color: ${COLORS.primary}; }
.fp-button-ghost { background: transparent; color: ${COLORS.text}; border-color: transparent; align-self: flex-start; }
.fp-dim { opacity: 0.55; }
.fp-page { width: 100%; max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
.fp-title { font-size: clamp(1.6rem, 3vw, 2.2rem); line-height: 1.2; margin: 0 0 12px; }
.fp-lead { color: ${COLORS.muted}; font-size: 1.1rem; margin: 0 0 24px; }
.fp-row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.fp-stack { display: flex; flex-direction: column; }
.fp-screen { gap: 24px; }
.fp-form { gap: 12px; }
.fp-card { background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 20px; box-shadow: ${SHADOW}; padding: 24px; }
.fp-disclaimer { font-size: 0.9rem; color: ${COLORS.muted}; border-left: 4px solid ${COLORS.accent}; padding: 8px 16px; margin: 24px 0 0; background: ${COLORS.surface}; border-radius: 0 6px 6px 0; }
.fp-footer { border-top: 1px solid ${COLORS.border}; color: ${COLORS.muted}; font-size: 0.875rem; text-align: center; padding: 24px 16px; }
.fp-footer p { max-width: 720px; margin: 0 auto 8px; }
.fp-legal { display: flex; flex-wrap: wrap; justify-content: center; gap: 16px; }
.fp-topbar { justify-content: space-between; margin-bottom: 40px; }
.fp-hero { margin-bottom: 40px; }
.fp-section-title { font-size: 1.35rem; margin: 0 0 16px; }
.fp-service { margin-bottom: 40px; }
.fp-service h3 { margin-top: 0; }
.fp-benefits { list-style: none; padding: 0; margin: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.fp-benefits li { background: ${COLORS.surface}; border: 1px solid ${COLORS.border}; border-radius: 12px; padding: 20px; }
.fp-benefits h3 { margin: 0 0 4px; font-size: 1.05rem; }
.fp-benefits p { margin: 0; color: ${COLORS.muted}; }
.fp-label { font-weight: 600; font-size: 1.05rem; }
.fp-hint { margin: 0; color: ${COLORS.muted}; font-size: 0.9rem; }
.fp-textarea { width: 100%; min-height: 200px; resize: vertical; padding: 16px; border-radius: 12px; border: 2px solid ${COLORS.border}; font: inherit; color: ${COLORS.text}; background: ${COLORS.surface}; font-size: 1.05rem; line-height: 1.5; }
.fp-details { border: 1px solid ${COLORS.border}; border-radius: 12px; padding: 12px 16px; }
.fp-summary { font-weight: 600; min-height: 32px; display: list-item; cursor: pointer; }
.fp-waiting { border-style: dashed; box-shadow: none; }
.fp-waiting h2 { font-size: 1.2rem; margin: 0 0 8px; }
.fp-waiting p { margin: 0 0 12px; color: ${COLORS.muted}; }
.fp-waiting ul { margin: 0; padding-left: 20px; display: grid; gap: 8px; }
`
  .trim()
  .replace(/\n\s*/g, '');
