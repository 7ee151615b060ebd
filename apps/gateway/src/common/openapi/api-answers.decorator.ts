import { applyDecorators } from '@nestjs/common';
import { ApiDefaultResponse, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import schemas from './contract-schemas.json';

/** A response type of `@algosheets/contracts` with a generated schema (see tools/openapi). */
export type ContractResponseName = keyof typeof schemas;

const ref = (name: ContractResponseName) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Documents an operation's success answer with the contract type it returns, and every other
 * answer with the one error body `ApiError`.
 */
export function ApiAnswers(name: ContractResponseName, ...statuses: number[]) {
  return applyDecorators(
    ...(statuses.length ? statuses : [200]).map((status) => ApiResponse({ status, schema: ref(name) })),
    ApiDefaultResponse({ description: 'Any failure', schema: ref('ApiError') }),
  );
}

/**
 * The generated component schemas, for the OpenAPI document. The JSON import types `type` as a
 * plain string, not the schema's literal union, hence the cast through `unknown`.
 */
export const CONTRACT_SCHEMAS = schemas as unknown as NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

/**
 * Documents an operation's notable failures, each by its status and when it happens, with the one
 * error body `ApiError` (for answers a client should handle, such as 400 naming a failed reference
 * solution or 503 with Retry-After).
 */
export function ApiFailures(failures: Record<number, string>) {
  return applyDecorators(...Object.entries(failures).map(([status, description]) => ApiResponse({ status: Number(status), description, schema: ref('ApiError') })));
}
