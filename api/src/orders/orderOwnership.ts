// Whether an address typed by a shopper is an order's own: trimmed and compared case-insensitively. It decides only
// where the order's link may be sent (access_link, track_order); it proves nothing (orderProof.ts does).
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
