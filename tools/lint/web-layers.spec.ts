import { lintFixtures, ruleMessages, type LintFixture, type LintFixtureResult } from './run-lint-fixtures';

/** Sources linted as if they sat at these paths in the web app (the files themselves are never written). */
const FIXTURES: LintFixture[] = [
  { filePath: 'apps/web/src/features/workspace/layer-probe.ts', code: "import { AddToSheetDialog } from '../sheets/add-to-sheet-dialog';\nexport const probe = AddToSheetDialog;\n" },
  { filePath: 'apps/web/src/features/profile/layer-probe.ts', code: "import { useLoginMutation } from '../../features/auth/auth-api';\nexport const probe = useLoginMutation;\n" },
  { filePath: 'apps/web/src/features/problems/lazy-probe.ts', code: "export const probe = () => import('../sheets/create-sheet-dialog');\n" },
  { filePath: 'apps/web/src/api/layer-probe.ts', code: "import { AUTH_TOASTS } from '../features/auth/auth-api';\nexport const probe = AUTH_TOASTS;\n" },
  { filePath: 'apps/web/src/lib/layer-probe.ts', code: "import { SUBMISSION_TOASTS } from '../features/workspace/submissions-api';\nexport const probe = SUBMISSION_TOASTS;\n" },
  {
    filePath: 'apps/web/src/features/workspace/allowed-probe.ts',
    code: [
      "import { useSession } from '../../api/session-api';",
      "import { CollapsibleBadges } from '../../components/collapsible-badges';",
      "import { LANGUAGE_LABELS } from '../../lib/language-labels';",
      "import { availableLanguages } from './editor-language';",
      "export const probe = [useSession, CollapsibleBadges, LANGUAGE_LABELS, availableLanguages, () => import('./code-diff')];",
      '',
    ].join('\n'),
  },
  { filePath: 'apps/web/src/app/layer-probe.ts', code: "import { AddToSheetDialog } from '../features/sheets/add-to-sheet-dialog';\nexport const probe = AddToSheetDialog;\n" },
];

function layerMessages(results: LintFixtureResult[], filePath: string): string[] {
  return ruleMessages(results, filePath, ['no-restricted-imports', 'no-restricted-syntax']);
}

describe('web layers (eslint.config.mjs): features never import each other', () => {
  let results: LintFixtureResult[];

  beforeAll(() => {
    results = lintFixtures(FIXTURES);
  }, 120_000);

  it('fails a feature that imports a sibling feature by a relative path', () => {
    expect(layerMessages(results, 'apps/web/src/features/workspace/layer-probe.ts')).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('fails a feature that reaches another feature through the features folder', () => {
    expect(layerMessages(results, 'apps/web/src/features/profile/layer-probe.ts')).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('fails a lazy import() of another feature', () => {
    expect(layerMessages(results, 'apps/web/src/features/problems/lazy-probe.ts')).toEqual([expect.stringContaining('lazily either')]);
  });

  it('fails the shared layers (the RTK Query API, lib) importing a feature', () => {
    expect(layerMessages(results, 'apps/web/src/api/layer-probe.ts')).toEqual([expect.stringContaining('import no feature')]);
    expect(layerMessages(results, 'apps/web/src/lib/layer-probe.ts')).toEqual([expect.stringContaining('import no feature')]);
  });

  it('passes a feature importing api/, components/, lib/ and its own modules, and an app route composing features', () => {
    expect(layerMessages(results, 'apps/web/src/features/workspace/allowed-probe.ts')).toEqual([]);
    expect(layerMessages(results, 'apps/web/src/app/layer-probe.ts')).toEqual([]);
  });
});
