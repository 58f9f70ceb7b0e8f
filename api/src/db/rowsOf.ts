// The rows of a raw `db.execute(sql…)`: both drivers (node-postgres and PGlite) answer `{ rows }`.
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;
