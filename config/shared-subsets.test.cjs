// The shared libraries provided as a subset (shared/): every name the site imports from one must be in it, or
// the page would get `undefined` at run time (the build cannot see through a shared module). `node --test config/`
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const APP_SOURCES = ['shell/src', 'mf-symptoms/src', 'mf-account/src', 'mf-pro/src', 'mf-sharing/src', 'packages/ui/src'];
// Tests run on the libraries themselves, never through the shared subset.
const NOT_BUNDLED = /\.test\.tsx?$|[\\/]testing(\.tsx?|[\\/])/;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_BUNDLED.test(full) ? [full] : [];
  });
}

/** The names imported (not as types) from `library` anywhere in the site's bundled sources. */
function importedNames(library) {
  const statement = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${library}'`, 'g');
  const names = new Set();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

/** The names a subset module re-exports. */
function exportedNames(file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/export\s+\{([^}]*)\}\s+from/g)) {
    for (const item of list.split(',').map((part) => part.trim())) if (item) names.add(item.split(/\s+as\s+/).pop());
  }
  return names;
}

for (const subset of fs.readdirSync(path.join(__dirname, 'shared'))) {
  const library = subset.replace(/\.mjs$/, '').replace('__', '/');
  test(`every name the site imports from ${library} is in shared/${subset}`, () => {
    const exported = exportedNames(path.join(__dirname, 'shared', subset));
    const missing = [...importedNames(library)].filter((name) => !exported.has(name));
    assert.deepEqual(missing, [], `add ${missing.join(', ')} to config/shared/${subset}`);
  });
}

test('the subset check reads named imports, leaving out types and renames', () => {
  const file = path.join(ROOT, 'shell/src/app/app.tsx');
  assert.ok(fs.readFileSync(file, 'utf8').includes("from 'react-router-dom'"));
  assert.ok(importedNames('react-router-dom').has('BrowserRouter'));
});
