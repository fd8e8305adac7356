module.exports = require('../jest.preset.cjs').webPreset();
