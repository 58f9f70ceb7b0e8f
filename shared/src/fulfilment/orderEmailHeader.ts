// The header that proves a request comes from the order's owner: the order's e-mail (contract of issue 17).
export const ORDER_EMAIL_HEADER = 'X-Order-Email';

export function orderEmailHeaders(email: string | null | undefined): Record<string, string> | undefined {
  const trimmed = email?.trim();
  return trimmed ? { [ORDER_EMAIL_HEADER]: trimmed } : undefined;
}
