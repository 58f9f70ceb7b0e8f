// The journeys' driver for WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver driving its MiniBrowser), over W3C
// WebDriver with selenium-webdriver. WebKitGTK's MiniBrowser has no headless mode, so a virtual X display (Xvfb) is
// started for it when there is no display. Each journey gets a fresh WebDriver session (a new browser, nothing stored).
import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { type BrowserDriver, DESKTOP, type LaunchedBrowser, type Target, describeTarget, waitUntil, waitUntilStill } from './driver';
import { PAGE_READY, SCROLL_AND_HIT_TEST, findExpression } from './pageScripts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/storeProcess.cjs') as typeof import('../../scripts/storeProcess.cjs');

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * A page-side collector of the errors the page logs or throws: W3C WebDriver classic has no console events, so it is
 * installed once each page is interactive (errors before that are not seen in WebKit; Firefox's driver sees them all).
 */
const COLLECT_ERRORS = `if (!window.__journeyErrors) {
  const errors = (window.__journeyErrors = []);
  const original = console.error.bind(console);
  console.error = (...args) => { errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')); original(...args); };
  addEventListener('error', (event) => errors.push('uncaught: ' + event.message));
  addEventListener('unhandledrejection', (event) => errors.push('uncaught: ' + (event.reason && event.reason.message || event.reason)));
}`;

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A virtual X display for the run, unless there is a display already: its number, and how to stop it. */
async function virtualDisplay(): Promise<{ display: string; stop: () => Promise<void> }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => {} };
  // -displayfd: Xvfb picks a free display itself and writes its number to that descriptor once it accepts clients.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start (${error.message}); install Debian's xvfb`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code} before it was ready`)));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
  });
  return { display, stop: () => stopProcess(xvfb) };
}

async function driverServer(display: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const url = `http://127.0.0.1:${port}`;
  const failed = new Promise<never>((_resolve, reject) => {
    server.once('error', (error) => reject(new Error(`WebKitWebDriver could not start (${error.message}); install Debian's webkit2gtk-driver`)));
  });
  await Promise.race([failed, waitUntil('WebKitWebDriver to answer', async () => ((await fetch(`${url}/status`).catch(() => null))?.ok ? true : undefined))]);
  return { url, stop: () => stopProcess(server) };
}

export async function launchWebKit(): Promise<LaunchedBrowser> {
  const display = await virtualDisplay();
  const server = await driverServer(display.display).catch(async (error: unknown) => {
    await display.stop();
    throw error;
  });
  const newSession = () =>
    new Builder()
      .usingServer(server.url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
      .build();
  const open = async (baseUrl: string): Promise<BrowserDriver> => {
    const driver = webkitDriver(await newSession(), baseUrl);
    await driver.setViewport(DESKTOP.width, DESKTOP.height);
    return driver;
  };
  const close = async () => {
    await server.stop();
    await display.stop();
  };
  try {
    const probe = await newSession();
    const version = (await probe.getCapabilities()).getBrowserVersion() ?? '';
    await probe.quit();
    return { name: 'webkit', version, open, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function webkitDriver(session: WebDriver, baseUrl: string): BrowserDriver {
  const errors: string[] = [];
  const find = (target: Target): Promise<WebElement> =>
    waitUntil(describeTarget(target), async () => (await session.executeScript<WebElement | null>(`return ${findExpression(target)};`)) ?? undefined);
  /** Takes the errors the current page collected so far into `errors`. */
  const takeErrors = async () => {
    const collected = await session
      .executeScript<string[] | null>('const e = window.__journeyErrors; if (!e) return null; return e.splice(0, e.length);')
      .catch(() => null);
    if (collected) errors.push(...collected);
  };
  const pageReady = async () => {
    await waitUntil('the page to be interactive', async () => ((await session.executeScript(`return ${PAGE_READY};`)) ? true : undefined), 30_000);
    await session.executeScript(COLLECT_ERRORS);
  };

  return {
    async goto(path, { waitForScripts = true } = {}) {
      await takeErrors();
      // WebDriver's navigation resolves at the page's load event (WebKitWebDriver answers no script while an "eager"
      // navigation goes on): the page's scripts start their remotes after it, so the page is still loading then.
      await session.get(`${baseUrl}${path}`);
      if (waitForScripts) await pageReady();
    },
    waitForPageReady: pageReady,
    async click(target) {
      // Found again until it can be clicked: an element still moving, covered (a dialog fading in) or replaced by a
      // render would not get the click. (WebKitWebDriver itself scrolls an element only to the edge of the view,
      // where the page's sticky bars may cover it.)
      await waitUntil(`a click on ${describeTarget(target)}`, async () => {
        const element = await find(target);
        await waitUntilStill(describeTarget(target), () => element.getRect());
        if (!(await session.executeScript(`const el = arguments[0];\n${SCROLL_AND_HIT_TEST}`, element))) return undefined;
        await element.click();
        return true;
      });
    },
    async fill(label, value) {
      const element = await find({ role: 'textbox', name: label });
      await element.clear();
      await element.sendKeys(value);
    },
    async select(label, value) {
      const select = await find({ role: 'combobox', name: label });
      await select.findElement(By.css(`option[value="${value}"]`)).click();
    },
    async waitFor(target) {
      await find(target);
    },
    async waitForNone(target) {
      await waitUntil(`no ${describeTarget(target)}`, async () =>
        (await session.executeScript(`return ${findExpression(target)} === null;`)) ? true : undefined,
      );
    },
    async text(target) {
      return (await find(target)).getText();
    },
    async attribute(target, name) {
      return (await find(target)).getAttribute(name);
    },
    url: () => session.getCurrentUrl(),
    async waitForUrl(pattern) {
      await waitUntil(`a URL matching ${pattern}`, async () => (pattern.test(await session.getCurrentUrl()) ? true : undefined), 30_000);
    },
    async setViewport(width, height) {
      // WebDriver sizes the window; MiniBrowser's own toolbar takes its part, so the window grows until the page has
      // the width asked for.
      await session.manage().window().setRect({ width, height });
      const inner = await session.executeScript<{ width: number; height: number }>('return { width: window.innerWidth, height: window.innerHeight };');
      if (inner.width !== width || inner.height !== height) {
        await session
          .manage()
          .window()
          .setRect({ width: 2 * width - inner.width, height: 2 * height - inner.height });
      }
    },
    async consoleErrors() {
      await takeErrors();
      return [...errors];
    },
    async close() {
      await takeErrors();
      await session.quit();
    },
  };
}
