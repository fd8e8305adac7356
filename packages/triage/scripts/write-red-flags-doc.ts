// Writes src/rules/RED-FLAGS.md from the rules (`npm run docs:red-flags`).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderRedFlagTable } from '../src/rules/red-flags-doc';

writeFileSync(path.join(__dirname, '..', 'src', 'rules', 'RED-FLAGS.md'), renderRedFlagTable());
