const { withServiceKit } = require('./jest-service-config.cjs');

module.exports = withServiceKit(require('../../jest.preset.cjs').nodePreset());
