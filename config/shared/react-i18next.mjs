// What the site uses of react-i18next, provided as the `react-i18next` singleton in its place, so that the one
// copy on the page is only this (see react-router-dom.mjs beside it). The package is imported by its file: the
// name `react-i18next` is the shared one, and would resolve back to this module.
export { I18nContext, I18nextProvider, initReactI18next, useTranslation } from '../../node_modules/react-i18next/dist/es/index.js';
