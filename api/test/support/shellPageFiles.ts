// The files a shell build writes for its pages (webpack/pageAssets.js): index.html with its tags for the browser,
// and, for the server renderer, page-frame.html (the same page without them) and page-assets.json.
import type { PageAssets } from '../../src/pageHost/shellPageAssets';

export function shellPageFiles(frame: string, assets: PageAssets): Record<string, string> {
  const tags =
    assets.scripts.map((src) => `<script defer="defer" src="${src}"></script>`).join('') +
    assets.preloadScripts.map((href) => `<link rel="preload" as="script" href="${href}">`).join('') +
    assets.styles.map((href) => `<link rel="preload" as="style" href="${href}">`).join('');
  return {
    'index.html': frame.replace('</head>', `${tags}</head>`),
    'page-frame.html': frame,
    'page-assets.json': JSON.stringify(assets),
  };
}
