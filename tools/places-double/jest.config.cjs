module.exports = require('../../jest.preset.cjs').nodePreset();
