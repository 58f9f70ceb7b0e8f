// Query strings and path parameters arrive as text, and the app's Ajv does not coerce types ("2" is not a
// quantity in a body). For the console's routes, a value made only of digits becomes a number where the route's
// schema asks for an integer (page, pageSize, days, a product or message id) before validation; anything else
// stays text, so Ajv's 400 names the field ("querystring/page must be integer").
import type { FastifyRequest } from 'fastify';

interface PropertySchema {
  type?: unknown;
  enum?: unknown[];
}

const DIGITS = /^\d{1,15}$/;

function wantsInteger(schema: PropertySchema | undefined): boolean {
  if (!schema) return false;
  return schema.type === 'integer' || (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'number'));
}

function coerce(values: unknown, schema: unknown): void {
  if (!values || typeof values !== 'object') return;
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  if (!properties) return;
  const record = values as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && DIGITS.test(value) && wantsInteger(properties[key])) record[key] = Number(value);
  }
}

/** A preValidation hook. */
export async function coerceNumericParameters(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema;
  if (!schema) return;
  coerce(request.query, schema.querystring);
  coerce(request.params, schema.params);
}
