require('@testing-library/jest-dom');

// jsdom lacks these Web APIs that react-router and the browser code use.
const util = require('node:util');
const { randomUUID } = require('node:crypto');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!globalThis.crypto?.randomUUID) {
  Object.defineProperty(globalThis, 'crypto', { value: { ...globalThis.crypto, randomUUID }, configurable: true });
}

// webpack's DefinePlugin fills in the build id for real builds; jest has no such step.
globalThis.__BUILD_ID__ = 'test-build';
