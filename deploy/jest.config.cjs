// Also runs the tests beside the scripts a deployment starts (scripts/ is no workspace of its own).
module.exports = require('../jest.preset.cjs').nodePreset({
  roots: ['<rootDir>', '<rootDir>/../scripts'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/../scripts/**/*.test.ts'],
});
