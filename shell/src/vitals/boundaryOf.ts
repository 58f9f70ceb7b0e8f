// The team whose part of the page a node sits in: its nearest `data-boundary` (every team's root element carries one).
export function boundaryOf(node: Node | null | undefined): string | undefined {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-boundary]')?.getAttribute('data-boundary') || undefined;
}
