import { readFileSync } from 'node:fs';
import { RESPONSE_TYPES, generateContractSchemas } from './contract-schemas';
import { SCHEMAS_FILE } from './generate-contract-schemas';

describe('OpenAPI schemas of the contracts', () => {
  const generated = generateContractSchemas();

  it('are committed up to date with libs/contracts (else run npm run contracts:openapi)', () => {
    expect(JSON.parse(readFileSync(SCHEMAS_FILE, 'utf8'))).toEqual(generated);
  }, 60_000);

  it('describe every response type with its fields', () => {
    for (const type of RESPONSE_TYPES) expect(generated).toHaveProperty(type);
    expect(generated.ProblemsResponse).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['message', 'problems', 'total']),
      properties: { problems: { type: 'array', items: { $ref: '#/components/schemas/ApiProblemSummary' } } },
    });
    expect(JSON.stringify(generated)).not.toContain('#/definitions/');
  });
});
