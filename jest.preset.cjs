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

function nodePreset(overrides = {}) {
  return {
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...overrides,
  };
}

function webPreset(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./jest.web-setup.cjs')],
    ...overrides,
  };
}

module.exports = { nodePreset, webPreset };
