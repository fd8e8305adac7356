const { withServiceKit } = require('@app/service-kit/jest-service-config');

module.exports = withServiceKit(require('../jest.preset.cjs').nodePreset({ testMatch: ['<rootDir>/test/**/*.test.ts'] }));
