import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, proven to catch what they forbid: a rule that cannot
 * fail is not a rule (they once found nothing for want of a resolver).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('import boundaries of the web app', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/home/components/lint-probe.tsx',
        "import { TutorCard } from '../../tutors/components/tutor-card';\nexport const probe = TutorCard;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing the app layer', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/home/components/lint-probe.tsx',
        "import { routes } from '../../../app/router';\nexport const probe = routes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code importing a feature', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/lib/lint-probe.ts',
        "import { TutorCard } from '../features/tutors/components/tutor-card';\nexport const probe = TutorCard;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and the shared ones', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/tutors/components/lint-probe.tsx',
        "import { Container } from '../../../components/ui/container';\nimport { TutorCard } from './tutor-card';\nexport const probe = [Container, TutorCard];\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses two files importing each other', async () => {
    const results = await eslint.lintFiles(['tools/lint-fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
