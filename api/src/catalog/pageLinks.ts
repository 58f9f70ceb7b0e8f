// RFC 8288 `Link` header for one page of a paged list: first, prev, next and last, each the request's own URL with
// its page changed (GitHub's and Shopify's convention for paged REST lists).
export function pageLinks(requestUrl: string, page: number, totalPages: number, pageSize: number): string {
  const link = (target: number, rel: string) => {
    const url = new URL(requestUrl, 'http://storefront.internal');
    url.searchParams.set('page', String(target));
    url.searchParams.set('pageSize', String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, totalPages), 'prev'));
  if (page < totalPages) links.push(link(page + 1, 'next'));
  links.push(link(totalPages, 'last'));
  return links.join(', ');
}
