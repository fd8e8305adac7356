// PGlite's CommonJS build loads Node built-ins with `await import("fs")` & co. Jest runs test code in
// a vm context where dynamic import() needs --experimental-vm-modules, so under jest only those
// imports are rewritten to require(); the library itself is untouched at run time. The module's own
// `require` is captured first because emscripten code declares a local `var require` of its own.
module.exports = {
  process(source) {
    const rewritten = source.replace(/\bimport\("((?:node:)?[a-z/_]+)"\)/g, 'Promise.resolve(__pgliteJestRequire("$1"))');
    return { code: `const __pgliteJestRequire = require;\n${rewritten}` };
  },
  getCacheKey(source) {
    return require('node:crypto').createHash('sha1').update('pglite-transform-v2').update(source).digest('hex');
  },
};
