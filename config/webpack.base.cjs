// Webpack settings every front-end workspace shares (the shell and the four remotes).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BundleStatsPlugin } = require('./bundle-stats-plugin.cjs');
const { SwcMinifyPlugin } = require('./swc-minify-plugin.cjs');

const TARGET = 'es2020';
/** react-router's package exports name only its development build, which keeps its warnings in. */
const REACT_ROUTER_PRODUCTION = path.resolve(path.dirname(require.resolve('react-router')), '../production/index.mjs');

/**
 * Shared libraries provided through a module that re-exports only what the site uses (see shared/): a shared
 * module is bundled whole, since any remote may ask for any export, and this keeps the one copy small.
 */
const SHARED_SUBSETS = {
  'react-router-dom': path.join(__dirname, 'shared/react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'shared/react-i18next.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'shared/@tanstack__react-query.mjs'),
};

const installedVersion = (name) => require(`${name}/package.json`).version;

/** The libraries that must exist once on the page: the shell and every remote share them as singletons. */
function sharedSingletons(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const names = [
    'react',
    'react-dom',
    'react-router-dom',
    'i18next',
    'react-i18next',
    'zustand',
    'styled-components',
    '@tanstack/react-query',
  ];
  return Object.fromEntries(
    names.map((name) => {
      // The range the workspace declares; without one, webpack reads it from the package that imports the library.
      const requiredVersion = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
      const config = { singleton: true, ...(requiredVersion && { requiredVersion }) };
      const subset = SHARED_SUBSETS[name];
      return [name, subset ? { ...config, import: subset, version: installedVersion(name) } : config];
    }),
  );
}

/** The running site a dev server sends API calls to: `npm start`'s gateway unless VITALIA_API_URL names another. */
const DEFAULT_API_URL = 'http://127.0.0.1:8080';

/**
 * The dev server's proxy to the running site, so a page served by `webpack serve` uses the real services
 * with a real session. `changeOrigin` sends the site's Host; a request the dev server's own page makes gets
 * the site's Origin too, since the services' CSRF guard accepts only the site's origins (PUBLIC_ORIGIN).
 * Any other Origin passes unchanged and is refused there as before: the dev server vouches only for itself.
 * @param {object} [options]
 * @param {string} [options.target] the site's URL
 * @param {string[]} [options.paths] what the site serves to this page: its APIs and short links by default
 */
function devServerProxy({ target = process.env.VITALIA_API_URL || DEFAULT_API_URL, paths = ['/api', '/s/'] } = {}) {
  const siteOrigin = new URL(target).origin;
  return [
    {
      context: paths,
      target: siteOrigin,
      changeOrigin: true,
      // Redirects (a short link's) point back at the dev server; cookies stay on the dev server's host.
      autoRewrite: true,
      cookieDomainRewrite: { '*': '' },
      // http-proxy-middleware 2 (webpack-dev-server 5's) names the hook onProxyReq.
      onProxyReq(proxyReq, req) {
        const origin = req.headers.origin;
        if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) proxyReq.setHeader('origin', siteOrigin);
      },
    },
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir workspace folder
 * @param {'production'|'development'} options.mode
 * @param {object} options.federation ModuleFederationPlugin options (name, exposes or remotes)
 * @param {string} [options.htmlTemplate] page template; a remote's standalone page when omitted
 * @param {string} [options.publicPath] where the build is served from; 'auto' (relative to the loading script) by default
 */
function frontendConfig({ dir, mode, federation, htmlTemplate, publicPath = 'auto' }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: './src/index.ts',
    output: {
      path: path.join(dir, 'dist'),
      // 'auto': chunks load relative to the script that asks for them, so a remote can be served from any URL.
      publicPath,
      // A function: the federation runtime asks for this name before content hashes exist (only to learn
      // the folder depth), where a hash cannot be filled in.
      filename: (pathData) => (production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Workspace packages are compiled from source by the front-end build.
      conditionNames: ['source', '...'],
      ...(production && { alias: { 'react-router$': REACT_ROUTER_PRODUCTION } }),
    },
    module: {
      rules: [
        {
          // One language of an i18n namespace file, cut down at build time (see the loader).
          test: /[\\/]packages[\\/]i18n[\\/]src[\\/]resources[\\/][\w-]+\.ts$/,
          resourceQuery: /[?&]lang=[a-z]{2}$/,
          loader: require.resolve('./language-texts-loader.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: TARGET, jsx: 'automatic' },
        },
      ],
    },
    optimization: {
      minimizer: [new SwcMinifyPlugin()],
    },
    // No eval-based source maps: the site's CSP has no 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        shared: sharedSingletons(dir),
        // A remote loads no other remote and no manifest: its copy of the federation runtime leaves that code out.
        ...(federation.exposes && { experiments: { optimization: { disableRemote: true, disableSnapshot: true } } }),
        ...federation,
      }),
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
      }),
      new HtmlWebpackPlugin(
        htmlTemplate
          ? { template: htmlTemplate, inject: 'body', minify: false } // keeps the head marker the gateway fills
          : {
              title: federation.name,
              // The standalone page answers every `/{lang}/{page}`: its scripts load from the root, not beside the path.
              publicPath: '/',
              templateContent:
                '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div></body></html>',
            },
      ),
      // What each chunk holds and who loads it, for the first-screen budget (scripts/check-bundle-budget.mjs).
      ...(production ? [new BundleStatsPlugin()] : []),
    ],
    devServer: {
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: devServerProxy(),
    },
    stats: 'errors-warnings',
  };
}

module.exports = { frontendConfig, sharedSingletons, devServerProxy };
