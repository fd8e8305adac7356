// The build step that cuts an i18n namespace file down to one language (language-texts-loader.cjs), run with a
// stand-in for webpack's loader context. `node --test config/`
const { test } = require('node:test');
const assert = require('node:assert/strict');
const loader = require('./language-texts-loader.cjs');

const namespaceFile = {
  home: {
    pt: { welcome: 'Bem-vindo' },
    en: { welcome: 'Welcome', quote: 'a "quoted" </script> text' },
    de: { welcome: 'Willkommen' },
  },
};

function run(resourceQuery, exports = namespaceFile) {
  const context = { resourcePath: '/repo/packages/i18n/src/resources/home.ts', resourceQuery, importModule: async () => exports };
  return loader.call(context);
}

/** The module the loader emits, evaluated. */
function evaluate(code) {
  const exports = {};
  new Function('exports', code.replace(/export const (\w+) =/g, 'exports.$1 ='))(exports);
  return exports;
}

test('keeps only the asked language, under the same export and shape', async () => {
  const emitted = evaluate(await run('?lang=en'));
  assert.deepEqual(emitted, { home: { en: namespaceFile.home.en } });
});

test('other languages are not in the emitted code at all', async () => {
  const code = await run('?lang=de');
  assert.ok(code.includes('Willkommen'));
  assert.ok(!code.includes('Bem-vindo') && !code.includes('Welcome'));
});

test('a language the file lacks fails the build', async () => {
  await assert.rejects(run('?lang=fr'), /has no "fr" texts/);
});
