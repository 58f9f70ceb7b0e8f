// Turns Ajv's validation errors into one readable sentence, e.g. 'body/customer/email must be an e-mail address such as name@example.com …'.
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { PATTERN_MEANINGS } from '@storefront/shared/schemas';

function describe(error: FastifySchemaValidationError, dataVar: string): string {
  const path = `${dataVar}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${path} must not have the unknown field "${String(params.additionalProperty)}"`;
    case 'pattern':
      return `${path} ${PATTERN_MEANINGS[String(params.pattern)] ?? error.message ?? 'is invalid'}`;
    case 'enum':
      return `${path} must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

/** Fastify's `schemaErrorFormatter`: Fastify marks the returned error 400 and keeps Ajv's details on it. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(
    withoutNullableNoise(errors)
      .map((error) => describe(error, dataVar))
      .join('; '),
  );
}

/**
 * A nullable field (`T | null`) that fails as T also fails "must be null" and "must match a schema in anyOf"; the
 * shopper needs only the first.
 */
function withoutNullableNoise(errors: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const explained = new Set(errors.filter((e) => e.keyword !== 'anyOf' && !isNullBranch(e)).map((e) => e.instancePath));
  const kept = errors.filter((e) => !((e.keyword === 'anyOf' || isNullBranch(e)) && explained.has(e.instancePath)));
  return kept.length ? kept : errors;
}

const isNullBranch = (error: FastifySchemaValidationError) => error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null';
