#!/usr/bin/env node
// The first-screen budget: the JS a guest's browser downloads for the home page and the symptom page, gzipped,
// must stay within 170 kB each. Read from the production builds (each one's bundle-stats.json, written by
// config/bundle-stats-plugin.cjs): the shell's entry, what its startup imports load, the shared libraries those
// chunks need and the texts of the page's language. A remote's page under the gateway's static first screen loads
// the remote (its entry, its exposed module's chunks and its texts) when the visitor first interacts with it
// (shell/src/features/first-paint/until-first-interaction.ts): printed as what follows, not counted. Prints the
// figures per screen; exits 1 when one is over.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT } from './workspaces.mjs';

export const BUDGET_BYTES = 170_000;

/**
 * The shell's imports that run on every first screen, by the module that makes them and its request: the app
 * itself behind the federation's async boundary, and the web-vitals library it loads once the page has loaded.
 */
const SHELL_STARTUP = [
  ['./src/index.ts', './bootstrap'],
  ['./src/features/telemetry/web-vitals-reporting.ts', 'web-vitals'],
];

/** The namespaces the shell loads before its first render (shell/src/features/language/shell-texts.ts). */
function shellStartupNamespaces(root = ROOT) {
  const source = readFileSync(path.join(root, 'shell/src/features/language/shell-texts.ts'), 'utf8');
  const list = /FIRST_SCREEN_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('shell-texts.ts has no FIRST_SCREEN_NAMESPACES list');
  return [...list[1].matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
}

/** The screens held to the budget: a guest's home and symptom page, in English. */
export const SCREENS = [
  { path: '/en', language: 'en' },
  {
    path: '/en/symptom-analysis',
    language: 'en',
    afterFirstInteraction: { workspace: 'mf-symptoms', expose: './SymptomsPage', namespaces: ['symptoms'] },
  },
];

/** A build: its bundle-stats.json and where its files are. */
export function readBuild(workspace, root = ROOT) {
  const dist = path.join(root, workspace, 'dist');
  const file = path.join(dist, 'bundle-stats.json');
  if (!existsSync(file)) throw new Error(`${workspace} has no production build with bundle-stats.json: run npm run build -w ${workspace}`);
  return { workspace, dist, ...JSON.parse(readFileSync(file, 'utf8')) };
}

const isTextsOrigin = (moduleName, language) => moduleName.includes('/i18n/src/resources/ ') && moduleName.includes(`?lang=${language} `);

/** The chunks an async import loads: those it names as their origin. */
function chunksLoadedBy(build, matches) {
  return build.chunks.filter((chunk) => chunk.origins.some(([moduleName, request]) => matches(moduleName, request)));
}

/** Each shared library's chunks as `provider` provides it. */
function providedChunks(provider, key) {
  return chunksLoadedBy(provider, (moduleName) => moduleName.startsWith(`provide shared module (default) ${key}@`));
}

/**
 * Adds `chunks` and, for every shared library they need, the chunks the shell provides it with (it registers
 * its versions first, and the remotes' are the same), until nothing new is needed.
 */
function addWithSharedLibraries(files, build, chunks, shell) {
  const pending = [...chunks.map((chunk) => ({ build, chunk }))];
  const consumed = new Set();
  while (pending.length > 0) {
    const { build: owner, chunk } = pending.pop();
    for (const file of chunk.files) files.add(path.join(owner.dist, file));
    for (const key of chunk.consumes) {
      if (consumed.has(key)) continue;
      consumed.add(key);
      pending.push(...providedChunks(shell, key).map((provided) => ({ build: shell, chunk: provided })));
    }
  }
}

/** Every JS file a screen's first load downloads, as paths into the builds. */
export function firstScreenFiles(screen, builds, root = ROOT) {
  const shell = builds.shell;
  const files = new Set(shell.entrypoints.main.map((file) => path.join(shell.dist, file)));
  const entryChunks = shell.chunks.filter((chunk) => chunk.files.some((file) => shell.entrypoints.main.includes(file)));
  const startup = chunksLoadedBy(shell, (moduleName, request) => SHELL_STARTUP.some(([m, r]) => m === moduleName && r === request));
  const namespaces = shellStartupNamespaces(root);
  const texts = chunksLoadedBy(
    shell,
    (moduleName, request) => isTextsOrigin(moduleName, screen.language) && namespaces.some((ns) => request === `./${ns}.ts`),
  );
  addWithSharedLibraries(files, shell, [...entryChunks, ...startup, ...texts], shell);
  return [...files];
}

/** The JS files a remote's page adds once it loads (its entry, page chunks, texts and shared libraries), beyond `loaded`. */
export function remotePageFiles(screen, builds, loaded, root = ROOT) {
  const { workspace, expose, namespaces } = screen.afterFirstInteraction;
  const shell = builds.shell;
  const remote = builds[workspace];
  const files = new Set();
  const exposes = createRequire(import.meta.url)(path.join(root, workspace, 'module-federation.config.cjs')).exposes;
  const exposed = exposes[expose];
  const container = Object.keys(remote.entrypoints).find((name) => name !== 'main');
  for (const file of remote.entrypoints[container]) files.add(path.join(remote.dist, file));
  const page = chunksLoadedBy(remote, (moduleName, request) => moduleName === 'container entry' && request === exposed);
  const remoteTexts = chunksLoadedBy(
    remote,
    (moduleName, request) => isTextsOrigin(moduleName, screen.language) && namespaces.some((ns) => request === `./${ns}.ts`),
  );
  addWithSharedLibraries(files, remote, [...page, ...remoteTexts], shell);
  return [...files].filter((file) => !loaded.includes(file));
}

/** The modules of the counted files that a first screen should never need, to say what made a screen heavy. */
function heavyModules(screen, builds, files) {
  const counted = new Set(files);
  const heavy = new Set();
  for (const build of Object.values(builds)) {
    for (const chunk of build.chunks) {
      if (!chunk.files.some((file) => counted.has(path.join(build.dist, file)))) continue;
      for (const name of chunk.modules) {
        const library = /node_modules\/(zod|libphonenumber-js)\//.exec(name)?.[1];
        if (library) heavy.add(library);
      }
    }
  }
  return [...heavy];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const gzipped = (file) => ({ file, gzipped: gzipSync(readFileSync(file)).length });
const sum = (files) => files.reduce((total, { gzipped: bytes }) => total + bytes, 0);

export function measureScreens(root = ROOT) {
  const remotes = SCREENS.flatMap((screen) => (screen.afterFirstInteraction ? [screen.afterFirstInteraction.workspace] : []));
  const workspaces = ['shell', ...new Set(remotes)];
  const builds = Object.fromEntries(workspaces.map((workspace) => [workspace, readBuild(workspace, root)]));
  return SCREENS.map((screen) => {
    const paths = firstScreenFiles(screen, builds, root);
    const files = paths.map(gzipped);
    const later = screen.afterFirstInteraction ? remotePageFiles(screen, builds, paths, root).map(gzipped) : [];
    return {
      screen,
      files,
      total: sum(files),
      afterFirstInteraction: sum(later),
      heavy: heavyModules(
        screen,
        builds,
        files.map(({ file }) => file),
      ),
    };
  });
}

function report(results, root = ROOT) {
  console.log(`First-screen JS of a guest, gzipped (budget ${kB(BUDGET_BYTES)} each):`);
  for (const { screen, files, total, afterFirstInteraction, heavy } of results) {
    const over = total > BUDGET_BYTES;
    console.log(
      `  ${screen.path.padEnd(24)} ${kB(total).padStart(9)} in ${String(files.length).padStart(2)} files  ${over ? `OVER by ${kB(total - BUDGET_BYTES)}` : 'ok'}`,
    );
    if (afterFirstInteraction > 0)
      console.log(`      then ${kB(afterFirstInteraction)} more once the visitor first interacts (the page's remote)`);
    if (!over) continue;
    for (const { file, gzipped } of [...files].sort((a, b) => b.gzipped - a.gzipped).slice(0, 8)) {
      console.log(`      ${kB(gzipped).padStart(9)}  ${path.relative(root, file)}`);
    }
    if (heavy.length > 0) console.log(`      on this screen but needed only later: ${heavy.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = measureScreens();
  report(results);
  if (results.some(({ total }) => total > BUDGET_BYTES)) process.exit(1);
}
