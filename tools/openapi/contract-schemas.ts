import { resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** Response types of `@algosheets/contracts` the OpenAPI document describes. */
export const RESPONSE_TYPES = [
  'AuthResponse',
  'AuthProvidersResponse',
  'MessageResponse',
  'UsersResponse',
  'ProblemsResponse',
  'ProblemResponse',
  'SheetResponse',
  'SheetsResponse',
  'SubmissionsResponse',
  'SubmissionResponse',
  'SubmissionCountResponse',
  'SubmissionStandingResponse',
  'ExecuteCodeResponse',
  'CounterexampleResponse',
  'ComplexityResponse',
  'ProfileStatsResponse',
  'HealthResponse',
  'ReviewResponse',
  'ReviewDueResponse',
  'ReviewUpcomingResponse',
  'ReviewCardResponse',
  'NoteResponse',
  'NoteSearchResponse',
  'EditorStateResponse',
  'EditorLanguageResponse',
  'DraftResponse',
  'BadgesResponse',
  'LeaderboardResponse',
  'LeaderboardSettingsResponse',
  'ApiError',
] as const;

const ROOT = resolve(__dirname, '../..');

/**
 * OpenAPI component schemas of the contract response types, generated from the TypeScript
 * interfaces themselves (ts-json-schema-generator), so the document cannot drift from the code
 * the gateway and the web compile against. Refs point at `#/components/schemas/<Name>`.
 */
export function generateContractSchemas(): Record<string, unknown> {
  const generator = createGenerator({
    path: resolve(ROOT, 'libs/contracts/src/index.ts'),
    tsconfig: resolve(ROOT, 'libs/contracts/tsconfig.json'),
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    additionalProperties: false,
  });
  const definitions: Record<string, unknown> = {};
  for (const type of RESPONSE_TYPES) Object.assign(definitions, generator.createSchema(type).definitions ?? {});
  const sorted = Object.fromEntries(Object.keys(definitions).sort().map((name) => [name, definitions[name]]));
  return JSON.parse(JSON.stringify(sorted).replaceAll('#/definitions/', '#/components/schemas/'));
}
