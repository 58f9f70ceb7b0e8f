// Turns Ajv's validation errors into one readable sentence, e.g. 'body/customer/email must match format "email"'.
import type { FastifySchemaValidationError } from 'fastify/types/schema';

function describe(error: FastifySchemaValidationError, dataVar: string): string {
  const path = `${dataVar}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${path} must not have the unknown field "${String(params.additionalProperty)}"`;
    case 'enum':
      return `${path} must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

/** Fastify's `schemaErrorFormatter`: Fastify marks the returned error 400 and keeps Ajv's details on it. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(errors.map((error) => describe(error, dataVar)).join('; '));
}
