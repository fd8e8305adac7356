require('@testing-library/jest-dom');

// jsdom lacks these Web APIs that react-router and the browser code use.
const { TextEncoder, TextDecoder } = require('node:util');
const { randomUUID } = require('node:crypto');

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.randomUUID) {
  Object.defineProperty(globalThis, 'crypto', { value: { ...globalThis.crypto, randomUUID }, configurable: true });
}
