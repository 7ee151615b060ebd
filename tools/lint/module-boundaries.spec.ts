import { lintFixtures, ruleMessages, type LintFixture, type LintFixtureResult } from './run-lint-fixtures';

const FIXTURES: LintFixture[] = [
  { filePath: 'apps/web/src/boundary-probe.ts', code: "import { User } from '@algosheets/database';\nexport const probe = User;\n" },
  { filePath: 'libs/contracts/src/boundary-probe.ts', code: "import { provisionTestInfra } from '@algosheets/testing';\nexport const probe = provisionTestInfra;\n" },
  { filePath: 'libs/contracts/src/framework-probe.ts', code: "import { Injectable } from '@nestjs/common';\nexport const probe = Injectable;\n" },
  { filePath: 'apps/execution/src/boundary-probe.ts', code: "import { AppModule } from '../../gateway/src/app.module';\nexport const probe = AppModule;\n" },
  { filePath: 'apps/gateway/src/boundary-probe.ts', code: "import { User } from '@algosheets/database';\nexport const probe = User;\n" },
  { filePath: 'apps/web/src/contracts-probe.ts', code: "import { Difficulty } from '@algosheets/contracts';\nexport const probe = Difficulty.Easy;\n" },
];

function boundaryMessages(results: LintFixtureResult[], filePath: string): string[] {
  return ruleMessages(results, filePath, ['@nx/enforce-module-boundaries']);
}

describe('Nx module boundaries (eslint.config.mjs)', () => {
  let results: LintFixtureResult[];

  beforeAll(() => {
    results = lintFixtures(FIXTURES);
  }, 120_000);

  it('stops the web app from importing the database library', () => {
    expect(boundaryMessages(results, 'apps/web/src/boundary-probe.ts')).toEqual([
      expect.stringContaining('A project tagged with "scope:web" can only depend on libs tagged with "scope:shared"'),
    ]);
  });

  it('stops the contracts from importing any project of ours', () => {
    expect(boundaryMessages(results, 'libs/contracts/src/boundary-probe.ts')).toEqual([
      expect.stringContaining('A project tagged with "scope:shared" cannot depend on any libs with tags'),
    ]);
  });

  it('stops the contracts from importing a framework', () => {
    expect(boundaryMessages(results, 'libs/contracts/src/framework-probe.ts')).toEqual([
      expect.stringContaining('A project tagged with "scope:shared" is not allowed to import "@nestjs/common"'),
    ]);
  });

  it('stops any project from reaching into an app (apps have no importable entry point)', () => {
    expect(boundaryMessages(results, 'apps/execution/src/boundary-probe.ts')).toEqual([
      expect.stringContaining('Projects cannot be imported by a relative or absolute path'),
    ]);
  });

  it('allows the imports the design permits', () => {
    expect(boundaryMessages(results, 'apps/gateway/src/boundary-probe.ts')).toEqual([]);
    expect(boundaryMessages(results, 'apps/web/src/contracts-probe.ts')).toEqual([]);
  });
});
