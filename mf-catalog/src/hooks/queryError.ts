// What a screen says when one of its catalogue queries failed: the API slice's message (SPEC §8), or null.
import type { CatalogError } from '@storefront/shared';

export function queryError(query: { isError: boolean; error?: unknown }): string | null {
  return query.isError ? ((query.error as CatalogError | undefined)?.message ?? null) : null;
}
