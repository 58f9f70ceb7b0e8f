/** The shell's index.html as the store serves it for a page the remote with `manifest` owns: what the scripts fetch first preloaded. */
export function plainPageOf(indexHtml: string, manifest: string): string {
  const preloads = ['/remotes.json', manifest].map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`);
  return indexHtml.replace('</head>', `${preloads.join('')}</head>`);
}
