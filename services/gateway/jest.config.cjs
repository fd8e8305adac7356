const { withServiceKit } = require('@app/service-kit/jest-service-config');

// The service kit's setup tells the suites whether a Redis answers (the shared short-link cache and click stream).
module.exports = withServiceKit(require('../../jest.preset.cjs').nodePreset());
