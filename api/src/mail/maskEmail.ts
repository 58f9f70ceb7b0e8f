// An e-mail address as logs may show it: enough to tell messages apart, not enough to identify the shopper.
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***@${address.slice(at + 1)}`;
}
