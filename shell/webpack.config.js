const path = require('node:path');
const { devServerProxy, frontendConfig } = require('../config/webpack.base.cjs');

module.exports = (_env, argv) => ({
  ...frontendConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // Remotes are not listed here: the shell registers them at run time from /remotes.json.
    federation: { name: 'shell', remotes: {} },
    htmlTemplate: path.join(__dirname, 'src/index.html'),
    // The shell is served from the site root, under every route's path.
    publicPath: '/',
  }),
  devServer: {
    historyApiFallback: true,
    // The dev server serves only the shell; everything else comes from a running `npm start`.
    proxy: devServerProxy({ paths: ['/api', '/mf', '/s/', '/remotes.json'] }),
  },
});
