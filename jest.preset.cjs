// One jest setup for every workspace: swc compiles TypeScript/JSX, and the "source" export condition
// lets tests run against the packages' sources without building them first.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// A page asks for one language of an i18n namespace file (`resources/common.ts?lang=pt`), which the build cuts
// down to that language; tests load the whole file, from which the same code picks the language.
const moduleNameMapper = { '^(.+/resources/[\\w-]+\\.ts)\\?lang=[a-z]{2}$': '$1' };

function nodePreset(overrides = {}) {
  return {
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
    moduleNameMapper,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...overrides,
  };
}

function webPreset(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    moduleNameMapper,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./jest.web-setup.cjs')],
    ...overrides,
  };
}

module.exports = { nodePreset, webPreset };
