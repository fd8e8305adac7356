// Webpack loader for `packages/i18n/src/resources/<namespace>.ts?lang=<language>`: the namespace file is
// evaluated at build time and only that language's texts are emitted (as JSON), so each language of each
// namespace is a chunk of its own and a page downloads only the texts of the language it shows. The file's
// shape stays the same (`export const <namespace> = { <language>: … }`): the code that picks the language out
// works with and without this step.

/** @this {import('webpack').LoaderContext<object>} */
module.exports = async function languageTextsLoader() {
  const language = new URLSearchParams(this.resourceQuery.slice(1)).get('lang');
  // The same file without the query: compiled by the other rules and run, namespace files being data only.
  const exports = await this.importModule(this.resourcePath);
  const lines = [];
  for (const [name, byLanguage] of Object.entries(exports)) {
    const texts = byLanguage?.[language];
    if (texts === undefined) throw new Error(`${this.resourcePath} has no "${language}" texts in its export "${name}"`);
    lines.push(`export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify({ [language]: texts }))});`);
  }
  return lines.join('\n');
};
