// The blind case sets: cases/<set>/<split>/<language>.json (triage cases) and <language>.vague.json (texts
// that do or do not need more detail). Written by authors who never read the engine; see README.md.
'use strict';

const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const CASES_DIR = path.join(__dirname, '..', 'cases');
const SPLITS = ['dev', 'test'];

function caseSets() {
  return existsSync(CASES_DIR)
    ? readdirSync(CASES_DIR)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
}

function load(set, split, vague) {
  const dir = path.join(CASES_DIR, set, split);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => (vague ? file.endsWith('.vague.json') : file.endsWith('.json') && !file.endsWith('.vague.json')))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')).map((item) => ({ ...item, file })));
}

/** Triage cases of one split of a set. */
function loadCases(set, split) {
  return load(set, split, false);
}

/** Texts labelled with whether they need more detail, of one split of a set. */
function loadVagueTexts(set, split) {
  return load(set, split, true);
}

module.exports = { CASES_DIR, SPLITS, caseSets, loadCases, loadVagueTexts };
