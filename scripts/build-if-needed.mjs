#!/usr/bin/env node
// Builds what is not built: TypeScript projects incrementally (tsc -b skips what is up to date), and each
// front-end whose dist is missing or older than its sources. `npm run build` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, ROOT } from './workspaces.mjs';

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed in ${path.relative(ROOT, cwd) || '.'}`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const SHARED_SOURCES = ['packages/contracts/src', 'packages/i18n/src', 'packages/ui/src', 'config'].map((p) => path.join(ROOT, p));

function frontendIsStale(workspace) {
  const dir = path.join(ROOT, workspace);
  const marker = path.join(dir, 'dist', workspace === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return [path.join(dir, 'src'), path.join(dir, 'module-federation.config.cjs'), ...SHARED_SOURCES].some(
    (source) => existsSync(source) && (statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs) > built,
  );
}

run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b']);
for (const workspace of FRONTENDS) {
  if (!frontendIsStale(workspace)) continue;
  console.log(`building ${workspace}…`);
  run(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], path.join(ROOT, workspace));
}
