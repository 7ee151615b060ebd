import { Role } from '@algosheets/contracts';
import { createDataSource, currentSchema, Sheet, SheetProblem, User } from '@algosheets/database';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import type { DataSource } from 'typeorm';
import { defaultContentRoot, readAllProblems } from './content-files';
import { loadProblems } from './content-loader';
import { readSheets } from './content-sheets';
import { loadSheets } from './content-sheets-loader';

describe('sheets loader (PostgreSQL)', () => {
  let infra: TestInfra;
  let dataSource: DataSource;
  const file = readSheets(defaultContentRoot());

  beforeAll(async () => {
    infra = await provisionTestInfra('content-sheets', { schema: currentSchema() });
    dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
    await loadProblems(dataSource, readAllProblems());
  }, 120_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await infra?.teardown();
  });

  it('loads nothing while the owner account does not exist', async () => {
    const summary = await loadSheets(dataSource, file);
    expect(summary.skippedReason).toBe(`owner ${file.ownerEmail} does not exist yet`);
    expect(await dataSource.getRepository(Sheet).count()).toBe(0);
  });

  it('creates every sheet as a public sheet of the owner, in the file order, and is a no-op the second time', async () => {
    const owner = await dataSource.getRepository(User).save({ name: 'Demo Admin', email: file.ownerEmail, role: Role.Admin });
    const first = await loadSheets(dataSource, file);
    expect(first.created).toEqual(file.sheets.map((sheet) => sheet.name));
    expect(first.entriesAdded).toBe(file.sheets.reduce((sum, sheet) => sum + sheet.problems.length, 0));
    const google = await dataSource.getRepository(Sheet).findOneByOrFail({ name: file.sheets[0].name });
    expect(google).toMatchObject({ isPublic: true, createdBy: owner.id });
    const order: { slug: string }[] = await dataSource.query(
      `SELECT p.slug FROM playlist_problems pp JOIN problems p ON p.id = pp.problem_id WHERE pp.playlist_id = $1 ORDER BY pp.added_at`,
      [google.id],
    );
    expect(order.map((row) => row.slug)).toEqual(file.sheets[0].problems);

    const second = await loadSheets(dataSource, file);
    expect(second).toMatchObject({ created: [], entriesAdded: 0 });
    expect(second.existing).toHaveLength(file.sheets.length);
    expect(await dataSource.getRepository(SheetProblem).count()).toBe(first.entriesAdded);
  });
});
