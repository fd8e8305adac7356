// The production minimizer: swc's, over every chunk's script. webpack leaves the exports nobody uses in place inside a
// module and counts on the minimizer to drop them; esbuild's does not inside a module's function, so a shared
// library or a package's barrel kept all its code (react-router: 56 kB gzipped instead of 31).
const { minify } = require('@swc/core');

const PLUGIN = 'SwcMinifyPlugin';

class SwcMinifyPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // This build's compilation only: a child one (the service worker's) has its own chunk format and minifier.
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, async () => {
        const names = [...compilation.chunks].flatMap((chunk) => [...chunk.files]).filter((name) => /\.[cm]?js$/.test(name));
        await Promise.all(
          names.filter((name) => !compilation.getAsset(name)?.info.minimized).map((name) => minifyAsset(compilation, sources, name)),
        );
      });
    });
  }
}

async function minifyAsset(compilation, sources, name) {
  const asset = compilation.getAsset(name);
  const { source, map } = asset.source.sourceAndMap();
  const code = source.toString();
  const result = await minify(code, {
    compress: { ecma: 2020, passes: 2 },
    mangle: true,
    ecma: 2020,
    // A map of the minified code to the chunk's; SourceMapSource chains it to the chunk's own map.
    sourceMap: Boolean(map),
  });
  const minified = map ? new sources.SourceMapSource(result.code, name, result.map, code, map, true) : new sources.RawSource(result.code);
  compilation.updateAsset(name, minified, { minimized: true });
}

module.exports = { SwcMinifyPlugin };
