// Finds the engine to measure: the built package (packages/triage/dist) unless `--engine <module>` names
// another one (a stub while the real engine is still being written).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TRIAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUILT_ENGINE = path.join(TRIAGE_DIR, 'dist', 'index.js');

/**
 * `{ analyze, version }`, or `{ problem, missing }` when there is nothing to run: missing when the module does not
 * exist (not built), otherwise it exists but does not export analyze() yet.
 */
export function loadEngine(modulePath = BUILT_ENGINE) {
  const resolved = path.resolve(modulePath);
  if (!existsSync(resolved)) {
    return { problem: `${path.relative(process.cwd(), resolved)} does not exist: run \`npm run build\` first`, missing: true };
  }
  let engine;
  try {
    engine = createRequire(import.meta.url)(resolved);
  } catch (error) {
    return { problem: `${path.relative(process.cwd(), resolved)} could not be loaded: ${error.message.split('\n')[0]}`, missing: false };
  }
  if (typeof engine.analyze !== 'function') {
    return {
      problem: `${path.relative(process.cwd(), resolved)} does not export analyze() yet`,
      missing: false,
      version: engine.ENGINE_VERSION,
    };
  }
  return { analyze: engine.analyze, version: engine.ENGINE_VERSION ?? 'unknown' };
}
