import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { missingDependencies, readLock } from './lockfile-completeness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('the committed lock holds every platform binary its packages may need', () => {
  assert.deepEqual(missingDependencies(readLock(ROOT)), []);
});

test('a lock written without the macOS binaries of @swc/core is reported incomplete', () => {
  const lock = {
    packages: {
      '': {},
      'node_modules/@swc/core': { optionalDependencies: { '@swc/core-linux-x64-gnu': '1.0.0', '@swc/core-darwin-arm64': '1.0.0' } },
      'node_modules/@swc/core-linux-x64-gnu': {},
    },
  };
  assert.deepEqual(missingDependencies(lock), ['node_modules/@swc/core -> @swc/core-darwin-arm64']);
});

test('a package whose own dependency is not locked is reported', () => {
  const lock = { packages: { '': {}, 'node_modules/@rspack/core': { dependencies: { '@rspack/binding': '2.3.2' } } } };
  assert.deepEqual(missingDependencies(lock), ['node_modules/@rspack/core -> @rspack/binding']);
});

test('an optional dependency nested under its parent, or hoisted above it, counts as locked', () => {
  const lock = {
    packages: {
      '': {},
      'node_modules/a': { optionalDependencies: { b: '1', c: '1' } },
      'node_modules/a/node_modules/b': {},
      'node_modules/c': {},
    },
  };
  assert.deepEqual(missingDependencies(lock), []);
});
