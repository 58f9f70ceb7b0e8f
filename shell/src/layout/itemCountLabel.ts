// Accessible names for the count buttons: "Cart, 1 item", "Wishlist, 3 items".
export function itemCountLabel(name: string, count: number): string {
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
