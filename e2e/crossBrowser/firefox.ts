// The journeys' driver for Firefox ESR (Debian's firefox-esr), over WebDriver BiDi with puppeteer-core: Firefox's own
// remote agent, so no geckodriver (which Debian does not package). Each journey gets a fresh browser context.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { type BrowserDriver, DESKTOP, type LaunchedBrowser, type Target, describeTarget, waitUntil, waitUntilStill, WAIT_MS } from './driver';
import { PAGE_READY, SCROLL_AND_HIT_TEST, findExpression } from './pageScripts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<LaunchedBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    // Nothing fetched in the background: updates, telemetry and safe-browsing lists would only slow the run.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.safebrowsing.malware.enabled': false, 'browser.safebrowsing.phishing.enabled': false },
    protocolTimeout: 60_000,
    // Set per page by setViewport below: puppeteer's default would fail on the orientation override.
    defaultViewport: null,
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    open: async (baseUrl) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const driver = firefoxDriver(page, baseUrl, () => context.close());
      await driver.setViewport(DESKTOP.width, DESKTOP.height);
      return driver;
    },
    close: () => browser.close(),
  };
}

// A function of the test process, so that puppeteer sends its source (a string would be evaluated as an expression).
const hitTest = new Function('el', SCROLL_AND_HIT_TEST) as (el: Element) => boolean;

function firefoxDriver(page: Page, baseUrl: string, closeContext: () => Promise<void>): BrowserDriver {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(30_000);

  const find = async (target: Target): Promise<ElementHandle<Element>> =>
    waitUntil(describeTarget(target), async () => {
      const handle = await page.evaluateHandle(findExpression(target));
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (element) return element;
      await handle.dispose();
      return undefined;
    });
  // The page's own: puppeteer's page.url() misses the router's history.pushState in Firefox ESR.
  const url = async () => String(await page.evaluate('location.href'));
  const pageReady = async () => {
    await waitUntil('the page to be interactive', async () => ((await page.evaluate(PAGE_READY)) ? true : undefined), 30_000);
  };

  const driver: BrowserDriver = {
    async goto(path, { waitForScripts = true } = {}) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: waitForScripts ? 'load' : 'domcontentloaded' });
      if (waitForScripts) await pageReady();
    },
    waitForPageReady: pageReady,
    async click(target) {
      // Found again until it can be clicked: an element still moving, covered (a dialog fading in) or replaced by a
      // render would not get the click.
      await waitUntil(`a click on ${describeTarget(target)}`, async () => {
        const element = await find(target);
        try {
          await waitUntilStill(describeTarget(target), () => element.boundingBox());
          if (!(await element.evaluate(hitTest))) return undefined;
          await element.click();
          return true;
        } finally {
          await element.dispose();
        }
      });
    },
    async fill(label, value) {
      const element = await find({ role: 'textbox', name: label });
      await element.click();
      // Select what the field holds, so typing replaces it.
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type(value);
      await element.dispose();
    },
    async select(label, value) {
      const element = (await find({ role: 'combobox', name: label })) as ElementHandle<HTMLSelectElement>;
      await element.select(value);
      await element.dispose();
    },
    async waitFor(target) {
      await (await find(target)).dispose();
    },
    async waitForNone(target) {
      await waitUntil(`no ${describeTarget(target)}`, async () => ((await page.evaluate(`${findExpression(target)} === null`)) ? true : undefined));
    },
    async text(target) {
      const element = await find(target);
      const text = await element.evaluate((el) => (el as HTMLElement).innerText);
      await element.dispose();
      return text;
    },
    async attribute(target, name) {
      const element = await find(target);
      const value = await element.evaluate((el, attribute) => el.getAttribute(attribute), name);
      await element.dispose();
      return value;
    },
    url,
    async waitForUrl(pattern) {
      await waitUntil(`a URL matching ${pattern}`, async () => (pattern.test(await url()) ? true : undefined), 30_000);
    },
    async setViewport(width, height) {
      // Firefox ESR has no screen orientation override, which puppeteer sends beside the viewport's size (set all the
      // same): that command's refusal alone is let pass, and the size checked.
      await page.setViewport({ width, height }).catch((error: Error) => {
        if (!/unknown command emulation\.setScreenOrientationOverride/.test(error.message)) throw error;
      });
      await waitUntil(`a ${width} px wide viewport`, async () => ((await page.evaluate('window.innerWidth')) === width ? true : undefined));
    },
    consoleErrors: async () => [...errors],
    close: closeContext,
  };
  return driver;
}
