// The architecture's import rules hold: lint rejects a file that imports across a boundary, naming the rule
// and where the code belongs, and accepts the imports the architecture allows.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

// The probes are linted as text at paths that do not exist, so no TypeScript program can hold them: the
// type-aware rules are left out (the boundaries need none).
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] }] });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => RULES.has(message.ruleId) || message.fatal);
}

describe('import boundaries', () => {
  const refused = [
    [
      'mf-pro imports mf-account',
      'mf-pro/src/probe.ts',
      "import '../../mf-account/src/index';",
      /A remote never imports another remote or the shell/,
    ],
    [
      'a remote imports the shell',
      'mf-symptoms/src/probe.ts',
      "import '../../shell/src/index';",
      /A remote never imports another remote or the shell/,
    ],
    ['the shell imports a remote', 'shell/src/probe.ts', "import '../../mf-symptoms/src/index';", /The shell loads remotes at run time/],
    [
      'services/pro imports services/sharing',
      'services/pro/src/probe.ts',
      "import { createSharingService } from '@app/sharing-service/src/app';",
      /A service never imports another service/,
    ],
    [
      'a service imports another by a relative path',
      'services/account/src/probe.ts',
      "import '../../identity/src/app';",
      /A service never imports another service/,
    ],
    [
      'packages/ui imports the shell',
      'packages/ui/src/probe.tsx',
      "import '../../../shell/src/index';",
      /Packages sit below the apps and services/,
    ],
    [
      'a package imports a service',
      'packages/service-kit/src/probe.ts',
      "import '../../../services/identity/src/app';",
      /Packages sit below the apps and services/,
    ],
    [
      'packages/triage imports packages/i18n',
      'packages/triage/src/probe.ts',
      "import { i18n } from '@app/i18n';",
      /The triage engine depends on packages\/contracts alone/,
    ],
    [
      'a service reaches into a package past its entry',
      'services/symptoms/src/probe.ts',
      "import { rejectControlCharacters } from '@app/service-kit/src/http/control-characters';",
      /Import @app\/service-kit through its public entry/,
      'no-restricted-imports',
    ],
    [
      'a remote reaches into packages/ui/src',
      'mf-pro/src/probe.tsx',
      "import '../../packages/ui/src/theme';",
      /Import @app\/ui through its public entry/,
    ],
  ];
  for (const [what, file, code, message, rule = 'import-x/no-restricted-paths'] of refused) {
    it(`rejects: ${what}`, async () => {
      const errors = await boundaryErrors(file, code);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.equal(errors[0].ruleId, rule);
      assert.match(errors[0].message, message);
    });
  }

  const allowed = [
    [
      'a service imports the service kit and the contracts',
      'services/pro/src/probe.ts',
      "import { createService } from '@app/service-kit';\nimport { proRoutes } from '@app/contracts';",
    ],
    [
      'a service test imports the kit’s testing entry',
      'services/pro/test/probe.test.ts',
      "import { startTestService } from '@app/service-kit/testing';",
    ],
    ['the triage engine imports the contracts', 'packages/triage/src/probe.ts', "import { LANGUAGES } from '@app/contracts';"],
    [
      'a remote imports packages/ui and i18n',
      'mf-pro/src/probe.tsx',
      "import { Button } from '@app/ui';\nimport { i18n } from '@app/i18n';",
    ],
    ['a package imports its own sources', 'packages/ui/src/probe.ts', "import './theme';"],
    [
      'the integration tests compose services',
      'integration/test/probe.test.ts',
      "import { createSharingService } from '@app/sharing-service/src/app';",
    ],
  ];
  for (const [what, file, code] of allowed) {
    it(`accepts: ${what}`, async () => {
      assert.deepEqual(await boundaryErrors(file, code), []);
    });
  }
});
