// The architecture's import rules (ARCHITECTURE.md), as zones for import-x/no-restricted-paths. Each zone's
// message says where the code belongs instead.

export const REMOTES = ['mf-symptoms', 'mf-account', 'mf-pro', 'mf-sharing'];
export const SERVICES = ['identity', 'account', 'symptoms', 'pro', 'sharing', 'gateway'];
/** Each package and the files past which nothing outside it may reach (relative to its `src/`). */
export const PACKAGES = {
  contracts: ['./index.ts'],
  i18n: ['./index.ts'],
  ui: ['./index.ts', './standalone.tsx', './testing.tsx'],
  'service-kit': ['./index.ts', './testing/index.ts'],
  triage: ['./index.ts'],
};
/** Everything above the packages: the apps, the services and the repository's own tooling and tests. */
const ABOVE_PACKAGES = [
  './shell',
  ...REMOTES.map((remote) => `./${remote}`),
  './services',
  './tools',
  './deploy',
  './e2e',
  './faults',
  './scripts',
  './integration',
];

const others = (all, one) => all.filter((other) => other !== one);

export function boundaryZones() {
  return [
    ...REMOTES.map((remote) => ({
      target: `./${remote}`,
      from: [...others(REMOTES, remote).map((other) => `./${other}`), './shell'],
      message:
        'A remote never imports another remote or the shell: they ship independently. Move what both need to packages/ui (components) or packages/contracts (types and schemas).',
    })),
    {
      target: './shell',
      from: REMOTES.map((remote) => `./${remote}`),
      message:
        'The shell loads remotes at run time through Module Federation, never from their sources. Move what both need to packages/ui or packages/contracts.',
    },
    ...SERVICES.map((service) => ({
      target: `./services/${service}`,
      from: others(SERVICES, service).map((other) => `./services/${other}`),
      message:
        'A service never imports another service: they talk over HTTP and events. Move shared code to packages/service-kit, shared types and schemas to packages/contracts; tests that run several services together live in integration/.',
    })),
    {
      target: './packages',
      from: ABOVE_PACKAGES,
      message:
        'Packages sit below the apps and services and never import them. Move the code into the package, or pass it in from the app.',
    },
    {
      target: './packages/triage',
      from: Object.keys(PACKAGES)
        .filter((name) => name !== 'triage' && name !== 'contracts')
        .map((name) => `./packages/${name}`),
      message:
        'The triage engine depends on packages/contracts alone, so it runs anywhere. Keep wording in packages/i18n out of it: return codes and let the caller translate.',
    },
    ...Object.entries(PACKAGES).map(([name, entries]) => ({
      target: [...ABOVE_PACKAGES, ...others(Object.keys(PACKAGES), name).map((other) => `./packages/${other}`)],
      from: `./packages/${name}/src`,
      except: entries,
      message: `Import @app/${name} through its public entry (${entries.map((entry) => entry.replace('./', `@app/${name}/`).replace(/\/index\.ts$|\.tsx?$/, '')).join(', ')}); export what you need from there.`,
    })),
  ];
}

/** The same rule for `@app/<package>/src/...` specifiers, which no resolver follows past an exports map. */
export function packageInternalsPatterns() {
  return Object.entries(PACKAGES).map(([name]) => ({
    group: [`@app/${name}/src`, `@app/${name}/src/**`],
    message: `Import @app/${name} through its public entry; export what you need from there.`,
  }));
}
