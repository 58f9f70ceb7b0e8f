// Before anything is measured, each page of the bench is opened once in Chromium until its network is idle: the
// store draws a product picture when it is first asked for (while it prepares the rest in the background), so without
// this the first run of a page — with scripts, in the interleaved Lighthouse runs — would wait on drawing that every
// later run, the floor's included, is spared.
import { launchChromium } from './chromium.mjs';

export async function warmUp(baseUrl, paths) {
  const browser = await launchChromium();
  try {
    for (const path of new Set(paths)) {
      const page = await browser.newPage();
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
