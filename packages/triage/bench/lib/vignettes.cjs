// Reads the vignette set: every bench/vignettes/*.json file holds an array of cases of one language.
'use strict';

const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const VIGNETTES_DIR = path.join(__dirname, '..', 'vignettes');

function loadVignettes(dir = VIGNETTES_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const cases = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      if (!Array.isArray(cases)) throw new Error(`${file} must hold a JSON array of vignettes`);
      return cases.map((vignette) => ({ ...vignette, file }));
    });
}

module.exports = { VIGNETTES_DIR, loadVignettes };
