import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateContractSchemas } from './contract-schemas';

/** Where the gateway reads the generated schemas from. */
export const SCHEMAS_FILE = resolve(__dirname, '../../apps/gateway/src/common/openapi/contract-schemas.json');

/** `npm run contracts:openapi`: regenerates the response schemas after a contract change. */
if (require.main === module) {
  writeFileSync(SCHEMAS_FILE, `${JSON.stringify(generateContractSchemas(), null, 2)}\n`);
  console.log(`wrote ${SCHEMAS_FILE}`);
}
