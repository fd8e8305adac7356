module.exports = require('../../jest.preset.cjs').nodePreset({
  // bench/ holds the vignette set and its scoring; their tests run with the package's own.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
});
