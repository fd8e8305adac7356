// The committed package-lock.json must serve every platform: each dependency a locked package declares,
// the optional per-OS and per-CPU binaries of @swc/core, esbuild and the like included, is locked too,
// wherever npm would look for it. A lock written on one platform without them breaks `npm ci` on others.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The lock path npm would resolve `name` to from the package at `from`, or null when it is not locked. */
function resolveInLock(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** Dependencies missing from the lock, as "package -> dependency" lines (workspace links are skipped). */
export function missingDependencies(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      if (!resolveInLock(packages, location, name)) missing.push(`${location || '(root)'} -> ${name}`);
    }
  }
  return missing;
}

export function readLock(root) {
  return JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
}
