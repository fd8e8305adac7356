// Writes bundle-stats.json beside a production build: each chunk's files, the async imports that load it and
// the shared libraries its modules need, for scripts/check-bundle-budget.mjs to add up what a first screen
// downloads. Module names are listed too, to say which library made a screen heavy.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'BundleStatsPlugin';
const CONSUMED_KEY = /^consume shared module \([^)]*\) (@?[^@]+)@/;

class BundleStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap(PLUGIN, ({ compilation }) => {
      if (compilation.errors.length > 0) return;
      const { chunkGraph, requestShortener } = compilation;
      const nameOf = (module) => module.readableIdentifier(requestShortener);
      const chunks = [...compilation.chunks].map((chunk) => {
        // A concatenated module stands for the modules it joined.
        const modules = chunkGraph
          .getChunkModules(chunk)
          .flatMap((module) => (module.modules ? [...module.modules].map(nameOf) : [nameOf(module)]));
        return {
          files: [...chunk.files].filter((file) => file.endsWith('.js')),
          origins: [...chunk.groupsIterable].flatMap((group) =>
            group.origins.map((origin) => [origin.module ? nameOf(origin.module) : '', origin.request ?? null]),
          ),
          consumes: [...new Set(modules.map((name) => CONSUMED_KEY.exec(name)?.[1]).filter(Boolean))],
          modules: modules.filter((name) => !CONSUMED_KEY.test(name)),
        };
      });
      const entrypoints = Object.fromEntries(
        [...compilation.entrypoints].map(([name, entry]) => [name, entry.getFiles().filter((file) => file.endsWith('.js'))]),
      );
      fs.writeFileSync(path.join(compiler.outputPath, 'bundle-stats.json'), JSON.stringify({ entrypoints, chunks }));
    });
  }
}

module.exports = { BundleStatsPlugin };
