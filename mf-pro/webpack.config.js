const { frontendConfig } = require('../config/webpack.base.cjs');
const federation = require('./module-federation.config.cjs');

module.exports = (_env, argv) => frontendConfig({ dir: __dirname, mode: argv.mode ?? 'production', federation });
