import { currentSchema } from '@algosheets/database';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';

/** A test file's own migrated database and Redis prefix. */
export function provisionMigratedInfra(label: string): Promise<TestInfra> {
  return provisionTestInfra(label, { schema: currentSchema() });
}
