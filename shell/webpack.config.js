const path = require('node:path');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { devServerProxy, frontendConfig } = require('../config/webpack.base.cjs');

/** Where the service worker is compiled before the shell's build writes it, with its precache list, as /sw.js. */
const SERVICE_WORKER_BUILD = path.join(__dirname, 'node_modules/.cache/service-worker');

/**
 * Spec §2's service worker on its own compiler: as a child of the shell's build it would inherit Module
 * Federation's share scope (react-router-dom and its chunk inside the worker).
 */
function serviceWorkerBuild(mode) {
  return {
    name: 'service-worker',
    mode,
    target: 'webworker',
    context: __dirname,
    entry: './src/features/offline/service-worker/sw.ts',
    output: { path: SERVICE_WORKER_BUILD, filename: 'sw.js', clean: true },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['source', '...'] },
    module: { rules: [{ test: /\.ts$/, loader: 'esbuild-loader', options: { target: 'es2020' } }] },
    devtool: false,
    stats: 'errors-warnings',
  };
}

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const config = frontendConfig({
    dir: __dirname,
    mode,
    // Remotes are not listed here: the shell registers them at run time from /remotes.json.
    federation: { name: 'shell', remotes: {} },
    htmlTemplate: path.join(__dirname, 'src/index.html'),
    // The shell is served from the site root, under every route's path.
    publicPath: '/',
  });
  const shell = {
    ...config,
    plugins: [
      ...config.plugins,
      // Production builds emit /sw.js at the site root (scope /); the dev server has none.
      new webpack.DefinePlugin({ __SERVICE_WORKER__: JSON.stringify(production) }),
      ...(production
        ? [
            new InjectManifest({
              swSrc: path.join(SERVICE_WORKER_BUILD, 'sw.js'),
              compileSrc: false,
              swDest: 'sw.js',
              // Source maps and the federation's manifests are not the app; hashed names need no revision.
              exclude: [/\.map$/, /^mf-(manifest|stats)\.json$/],
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
            }),
          ]
        : []),
    ],
    devServer: {
      historyApiFallback: true,
      // The dev server serves only the shell; everything else comes from a running `npm start`.
      proxy: devServerProxy({ paths: ['/api', '/mf', '/s/', '/remotes.json'] }),
    },
  };
  return production ? [serviceWorkerBuild(mode), { ...shell, name: 'shell', dependencies: ['service-worker'] }] : shell;
};
