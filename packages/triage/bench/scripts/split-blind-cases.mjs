#!/usr/bin/env node
// Splits a set of blind cases (written by authors who never read the engine) into a development split (60 %),
// the only one the engine may be changed from, and a frozen test split (40 %), run only to report figures.
// The split is by a hash of the case id, so it does not depend on the order or on the texts. Prints counts only:
// nobody tuning the engine should see the test cases.
//   node bench/scripts/split-blind-cases.mjs <folder with <lang>.json and <lang>.vague.json> [<name>]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [source, name = 'blind-2026-11'] = process.argv.slice(2);
if (!source) {
  console.error('usage: split-blind-cases.mjs <source folder> [<set name>]');
  process.exit(2);
}
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cases', name);
const TEST_SHARE = 0.4;

function split(id) {
  const bucket = createHash('sha256').update(id).digest().readUInt32BE(0) / 2 ** 32;
  return bucket < TEST_SHARE ? 'test' : 'dev';
}

for (const language of ['pt', 'en', 'es', 'de', 'fr']) {
  for (const suffix of ['', '.vague']) {
    const file = path.join(source, `${language}${suffix}.json`);
    if (!existsSync(file)) {
      console.log(`${language}${suffix}: missing`);
      continue;
    }
    const cases = JSON.parse(readFileSync(file, 'utf8'));
    const parts = { dev: [], test: [] };
    for (const item of cases) parts[split(item.id)].push(item);
    for (const [part, items] of Object.entries(parts)) {
      mkdirSync(path.join(target, part), { recursive: true });
      writeFileSync(
        path.join(target, part, `${language}${suffix}.json`),
        `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`,
      );
    }
    console.log(`${language}${suffix}: ${parts.dev.length} dev, ${parts.test.length} test`);
  }
}
