// What the store asked the catalogue: the query strings of the GET catalog requests among those recorded, in order.
export const catalogQueriesIn = (requests: Request[]): string[] =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('/catalog')).map((request) => new URL(request.url).search.slice(1));
