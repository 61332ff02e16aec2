import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

/** The first lint of a run loads the TypeScript parser and resolver: seconds on a busy machine. */
const LINT_TIMEOUT = 30_000;

/** The rules a ui file breaks with the project's lint config (lintText reads no file: the imports resolve from here). */
async function brokenRules(source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, {
    filePath: 'src/ui/landing/LayerProbe.tsx',
  });
  return result!.messages.map((m) => m.ruleId);
}

describe(
  'DESIGN §3: ui imports only view types, with `import type` from machines/*.view.ts',
  { timeout: LINT_TIMEOUT },
  () => {
    test('`import type` from a view selector passes, as a declaration or inline', async () => {
      expect(await brokenRules("import type { AppLandingView as x } from '../../machines/appLanding.view';")).toEqual(
        [],
      );
      expect(await brokenRules("import { type InviteView as x } from '../../machines/invite.view';")).toEqual([]);
    });

    test('a value import from a view selector fails the lint', async () => {
      expect(await brokenRules("import { appLandingView as x } from '../../machines/appLanding.view';")).toEqual([
        '@typescript-eslint/no-restricted-imports',
      ]);
    });

    test('any import from a machine, a model or the registry fails, types included', async () => {
      expect(
        await brokenRules("import type { appLandingMachine as x } from '../../machines/appLanding.machine';"),
      ).toEqual(['import-x/no-restricted-paths']);
      expect(await brokenRules("import { MAX_CONFIRM_ATTEMPTS as x } from '../../machines/payment.context';")).toEqual([
        'import-x/no-restricted-paths',
      ]);
      expect(await brokenRules("import type { MachineModel as x } from '../../machines/model';")).toEqual([
        'import-x/no-restricted-paths',
      ]);
    });
  },
);
