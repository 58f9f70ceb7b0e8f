import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { serverConfigFromEnv } from './serverConfig';

const CWD = '/srv/storefront';

describe('serverConfigFromEnv', () => {
  it('defaults to port 3000 on this machine only, PGlite under ./data and the built storefront', () => {
    const config = serverConfigFromEnv({}, CWD);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(serverConfigFromEnv({ HOST: '0.0.0.0' }, CWD).host).toBe('0.0.0.0');
    expect(config.app.allowedHosts).toEqual({ names: [], loopback: true });
    expect(config.app.database).toEqual({ kind: 'pglite', dataDir: '/srv/storefront/data' });
    // Unset in development: the address the store listens on, never the request's Host (payments/returnUrls.ts).
    expect(config.app.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.app.corsOrigins).toEqual([]);
    // No credentials: both payment methods run on the built-in sandbox.
    expect(config.app.payments).toEqual({ timeoutMs: 15_000, sandbox: true });
    expect(config.app.rateLimit).toEqual({ max: 30, timeWindowMs: 60_000 });
    const { releaseStore, ...pageHost } = config.app.pageHost!;
    expect(pageHost).toEqual({
      shellDir: path.join(REPO_ROOT, 'shell/dist'),
      remotes: {
        catalog: path.join(REPO_ROOT, 'mf-catalog/dist'),
        cart: path.join(REPO_ROOT, 'mf-cart/dist'),
        checkout: path.join(REPO_ROOT, 'mf-checkout/dist'),
        content: path.join(REPO_ROOT, 'mf-content/dist'),
        admin: path.join(REPO_ROOT, 'mf-admin/dist'),
      },
      serverRendering: true,
      // Server-rendered catalogue and content pages are kept, in at most 64 MB.
      pageCache: { maxBytes: 64 * 1024 * 1024 },
      remotesFile: undefined,
      releasesBaseUrl: undefined,
      remoteTimeoutMs: undefined,
      // Outside production a developer may point the store at a remote served by the store itself, or by an origin
      // REMOTE_OVERRIDE_ORIGINS lists.
      allowRemoteOverrides: true,
      // And every page view reports its speed.
      vitalsSampleRate: 1,
      remoteOverrideOrigins: [],
    });
    // Speed beacons: 60 per client and minute; 35 days of histograms kept.
    expect(config.app.vitals).toEqual({ rateLimit: { max: 60, timeWindowMs: 60_000 }, retentionDays: 35 });
    // Releases live beside the database, under the data directory.
    expect(releaseStore?.location).toBe('/srv/storefront/data/releases');
    // So do the deliverables, made in the background at start; links work 5 times in 7 days, with 3 fresh ones.
    const { files, ...fulfilment } = config.app.fulfilment!;
    expect(files?.location).toBe('/srv/storefront/data/files');
    expect(fulfilment).toEqual({ downloads: { limit: 5, days: 7, renewals: 3 }, prepareDeliverables: true });
    // Product pictures, too, unless PREPARE_PICTURES is off (they are then drawn when first asked for).
    expect(config.app.pictures).toEqual({ preparePictures: true });
    expect(serverConfigFromEnv({ PREPARE_PICTURES: 'off' }, CWD).app.pictures).toEqual({ preparePictures: false });
  });

  it('reads the download terms and the file store', () => {
    const config = serverConfigFromEnv(
      {
        DOWNLOAD_LIMIT: '10',
        DOWNLOAD_DAYS: '30',
        DOWNLOAD_RENEWALS: '0',
        FILE_STORE_URL: 's3://shop-files/deliverables',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      },
      CWD,
    );
    expect(config.app.fulfilment?.downloads).toEqual({ limit: 10, days: 30, renewals: 0 });
    expect(config.app.fulfilment?.files?.location).toBe('s3://shop-files/deliverables/');
    expect(serverConfigFromEnv({ FILE_STORE_URL: 'files' }, CWD).app.fulfilment?.files?.location).toBe('/srv/storefront/files');
    expect(serverConfigFromEnv({ DOWNLOAD_SECRET: 'x'.repeat(32) }, CWD).app.fulfilment?.downloads?.limit).toBe(5);
  });

  it('reads every variable', () => {
    const config = serverConfigFromEnv(
      {
        PORT: '4000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://shop@db/shop',
        CORS_ORIGINS: 'https://a.example, https://b.example,',
        PUBLIC_BASE_URL: 'https://shop.example',
        LOG_LEVEL: 'warn',
        SHELL_DIR: '/opt/shell',
        REMOTE_DIR_CART: '/opt/cart',
        RATE_LIMIT_MAX: '5',
        TRUST_PROXY: 'true',
        PAYSTACK_SECRET_KEY: 'sk_test_1',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9001',
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_BASE_URL: 'http://127.0.0.1:9002',
        PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
        ALLOWED_HOSTS: 'www.shop.example, shop.internal:8080',
      },
      CWD,
    );
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.app.allowedHosts).toEqual({ names: ['www.shop.example', 'shop.internal:8080'], loopback: true });
    expect(config.app.database).toEqual({ kind: 'postgres', url: 'postgres://shop@db/shop' });
    expect(config.app.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.app.publicBaseUrl).toBe('https://shop.example');
    expect(config.app.logger).toEqual({ level: 'warn' });
    expect(config.app.pageHost?.shellDir).toBe('/opt/shell');
    expect(config.app.pageHost?.remotes.cart).toBe('/opt/cart');
    expect(config.app.rateLimit?.max).toBe(5);
    expect(config.app.trustProxy).toBe(true);
    expect(config.app.payments).toEqual({
      timeoutMs: 5000,
      sandbox: true,
      paystack: { secretKey: 'sk_test_1', baseUrl: 'http://127.0.0.1:9001' },
      paypal: { clientId: 'client', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9002' },
    });
  });

  it("uses the providers' live and sandbox hosts by default, and PayPal only with both credentials", () => {
    const config = serverConfigFromEnv({ PAYSTACK_SECRET_KEY: 'sk_live_1', PAYPAL_CLIENT_ID: 'client' }, CWD);
    expect(config.app.payments?.paystack?.baseUrl).toBe('https://api.paystack.co');
    expect(config.app.payments?.paypal).toBeUndefined();
    const paypal = serverConfigFromEnv({ PAYPAL_CLIENT_ID: 'c', PAYPAL_CLIENT_SECRET: 's' }, CWD).app.payments?.paypal;
    expect(paypal?.baseUrl).toBe('https://api-m.sandbox.paypal.com');
  });

  it('resolves DATA_DIR against the working directory', () => {
    expect(serverConfigFromEnv({ DATA_DIR: 'var/db' }, CWD).app.database).toEqual({ kind: 'pglite', dataDir: '/srv/storefront/var/db' });
  });

  it('renders pages in the browser only when SERVER_RENDERING is off', () => {
    expect(serverConfigFromEnv({ SERVER_RENDERING: '0' }, CWD).app.pageHost?.serverRendering).toBe(false);
  });

  it('renders every page per request when PAGE_CACHE is off, and bounds the cache by PAGE_CACHE_MAX_MB', () => {
    expect(serverConfigFromEnv({ PAGE_CACHE: 'off' }, CWD).app.pageHost?.pageCache).toBe(false);
    expect(serverConfigFromEnv({ PAGE_CACHE_MAX_MB: '8' }, CWD).app.pageHost?.pageCache).toEqual({ maxBytes: 8 * 1024 * 1024 });
    expect(() => serverConfigFromEnv({ PAGE_CACHE_MAX_MB: '0' }, CWD)).toThrow('PAGE_CACHE_MAX_MB must be a whole number from 1');
  });

  it('serves no storefront when SERVE_STOREFRONT is off', () => {
    expect(serverConfigFromEnv({ SERVE_STOREFRONT: '0' }, CWD).app.pageHost).toBeUndefined();
    expect(serverConfigFromEnv({ SERVE_STOREFRONT: 'false' }, CWD).app.pageHost).toBeUndefined();
  });

  it('reads the release settings: the store, the remotes file, the shell timeout and overrides', () => {
    const pageHost = serverConfigFromEnv(
      {
        RELEASE_STORE_URL: 'file:///var/releases',
        REMOTES_FILE: 'shell/public/remotes.json',
        REMOTE_TIMEOUT_MS: '3000',
        RELEASES_BASE_URL: 'https://cdn.example/releases',
      },
      REPO_ROOT,
    ).app.pageHost!;
    expect(pageHost.releaseStore?.location).toBe('/var/releases');
    expect(pageHost.remotesFile).toBe(path.join(REPO_ROOT, 'shell/public/remotes.json'));
    expect(pageHost.remoteTimeoutMs).toBe(3000);
    expect(pageHost.releasesBaseUrl).toBe('https://cdn.example/releases');
  });

  it('keeps releases in an S3-compatible bucket when RELEASE_STORE_URL says s3://, copied locally under the data directory', () => {
    const store = serverConfigFromEnv({ RELEASE_STORE_URL: 's3://shop/storefront/releases', S3_ENDPOINT: 'http://127.0.0.1:9000' }, CWD).app.pageHost!
      .releaseStore!;
    expect(store.location).toBe('s3://shop/storefront/releases/');
    expect(store.localRoot).toBe('/srv/storefront/data/release-cache');
  });

  it('never lets a production store be pointed at other remotes from the browser', () => {
    const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' };
    // Nor pay through the sandbox: a provider without credentials is not offered in production.
    expect(serverConfigFromEnv(production, CWD).app.payments?.sandbox).toBe(false);
    expect(serverConfigFromEnv(production, CWD).app.pageHost?.allowRemoteOverrides).toBe(false);
    expect(serverConfigFromEnv({ ...production, REMOTE_OVERRIDES: '1' }, CWD).app.pageHost?.allowRemoteOverrides).toBe(true);
  });

  it('samples one page view in ten in production unless VITALS_SAMPLE_RATE says otherwise, and reads the beacon limits', () => {
    const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' };
    expect(serverConfigFromEnv(production, CWD).app.pageHost?.vitalsSampleRate).toBe(0.1);
    expect(serverConfigFromEnv({ ...production, VITALS_SAMPLE_RATE: '0.02' }, CWD).app.pageHost?.vitalsSampleRate).toBe(0.02);
    expect(serverConfigFromEnv({ VITALS_SAMPLE_RATE: '0' }, CWD).app.pageHost?.vitalsSampleRate).toBe(0);
    expect(() => serverConfigFromEnv({ VITALS_SAMPLE_RATE: '10%' }, CWD)).toThrow('VITALS_SAMPLE_RATE must be a share from 0 to 1');
    expect(() => serverConfigFromEnv({ VITALS_SAMPLE_RATE: '2' }, CWD)).toThrow('VITALS_SAMPLE_RATE must be a share from 0 to 1');
    const vitals = serverConfigFromEnv({ VITALS_RATE_LIMIT_MAX: '12', VITALS_RETENTION_DAYS: '90' }, CWD).app.vitals;
    expect(vitals).toEqual({ rateLimit: { max: 12, timeWindowMs: 60_000 }, retentionDays: 90 });
    expect(() => serverConfigFromEnv({ VITALS_RETENTION_DAYS: '0' }, CWD)).toThrow('VITALS_RETENTION_DAYS must be a whole number from 1');
  });

  it('keeps shopping records 90 days and posted checkouts 24 hours unless SHOPPER_RECORD_DAYS and SHOPPER_CHECKOUT_HOURS say otherwise', () => {
    expect(serverConfigFromEnv({}, CWD).app.shopper?.retention).toEqual({ recordDays: 90, checkoutHours: 24 });
    expect(serverConfigFromEnv({ SHOPPER_RECORD_DAYS: '30', SHOPPER_CHECKOUT_HOURS: '2' }, CWD).app.shopper?.retention).toEqual({
      recordDays: 30,
      checkoutHours: 2,
    });
    expect(() => serverConfigFromEnv({ SHOPPER_CHECKOUT_HOURS: '0' }, CWD)).toThrow('SHOPPER_CHECKOUT_HOURS must be a whole number from 1');
  });

  it('takes remote overrides only from the origins REMOTE_OVERRIDE_ORIGINS lists', () => {
    expect(serverConfigFromEnv({}, CWD).app.pageHost?.remoteOverrideOrigins).toEqual([]);
    const listed = serverConfigFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:3002, https://dev.example' }, CWD);
    expect(listed.app.pageHost?.remoteOverrideOrigins).toEqual(['http://localhost:3002', 'https://dev.example']);
    expect(() => serverConfigFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:3002/mf-manifest.json' }, CWD)).toThrow(
      'REMOTE_OVERRIDE_ORIGINS must be a comma list of origins',
    );
  });

  it('answers loopback Host names only outside production, and refuses a malformed ALLOWED_HOSTS', () => {
    const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' };
    expect(serverConfigFromEnv(production, CWD).app.allowedHosts).toEqual({ names: [], loopback: false });
    expect(() => serverConfigFromEnv({ ALLOWED_HOSTS: 'https://shop.example/' }, CWD)).toThrow('ALLOWED_HOSTS must be a comma list of host names');
  });

  it('gives the operator console a Secure, __Secure- named session cookie in production only', () => {
    expect(serverConfigFromEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' }, CWD).app.admin?.secureCookie).toBe(true);
    expect(serverConfigFromEnv({}, CWD).app.admin?.secureCookie).toBe(false);
  });

  it('refuses to start in production without PUBLIC_BASE_URL, naming it', () => {
    expect(() => serverConfigFromEnv({ NODE_ENV: 'production' }, CWD)).toThrow('PUBLIC_BASE_URL must be set when NODE_ENV=production');
    expect(serverConfigFromEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example/' }, CWD).app.publicBaseUrl).toBe('https://shop.example');
    expect(() => serverConfigFromEnv({ PUBLIC_BASE_URL: 'shop.example' }, CWD)).toThrow("PUBLIC_BASE_URL must be the store's public origin");
  });

  it('sends mail through SMTP_URL from MAIL_FROM; without SMTP_URL keeps it in the development mailbox, shown outside production', () => {
    expect(serverConfigFromEnv({}, CWD).app.mail).toEqual({ smtpUrl: null, from: undefined, devMailboxPage: true });
    const configured = serverConfigFromEnv({ SMTP_URL: 'smtps://shop:p%40ss@mail.example:465', MAIL_FROM: ' Shop <shop@example.com> ' }, CWD);
    expect(configured.app.mail).toEqual({ smtpUrl: 'smtps://shop:p%40ss@mail.example:465', from: 'Shop <shop@example.com>', devMailboxPage: true });
    const production = serverConfigFromEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' }, CWD);
    expect(production.app.mail?.devMailboxPage).toBe(false);
  });

  it('refuses an SMTP_URL or MAIL_FROM it cannot use, naming the variable', () => {
    for (const smtpUrl of ['mail.example:587', 'http://mail.example', 'smtp//mail.example']) {
      expect(() => serverConfigFromEnv({ SMTP_URL: smtpUrl }, CWD)).toThrow('SMTP_URL must be smtp://user:pass@host:587 or smtps://');
    }
    expect(() => serverConfigFromEnv({ MAIL_FROM: 'Shop' }, CWD)).toThrow('MAIL_FROM must be one e-mail address');
  });

  it('refuses values it cannot use', () => {
    expect(() => serverConfigFromEnv({ REMOTE_TIMEOUT_MS: '10' }, CWD)).toThrow('REMOTE_TIMEOUT_MS must be a whole number');
    expect(() => serverConfigFromEnv({ REMOTES_FILE: 'no-such-remotes.json' }, CWD)).toThrow(
      'REMOTES_FILE /srv/storefront/no-such-remotes.json cannot be used',
    );
    expect(() => serverConfigFromEnv({ REMOTES_FILE: 'package.json' }, REPO_ROOT)).toThrow('must be a JSON object with a "remotes" array');
    expect(() => serverConfigFromEnv({ RELEASE_STORE_URL: 'ftp://releases.example/' }, CWD)).toThrow('use a folder, a file: URL or s3://bucket/prefix');
    expect(() => serverConfigFromEnv({ PORT: 'eighty' }, CWD)).toThrow('PORT must be a whole number');
    expect(() => serverConfigFromEnv({ SERVE_STOREFRONT: 'maybe' }, CWD)).toThrow('SERVE_STOREFRONT must be on or off');
    expect(() => serverConfigFromEnv({ DOWNLOAD_LIMIT: '0' }, CWD)).toThrow('DOWNLOAD_LIMIT must be a whole number from 1 to 1000');
    expect(() => serverConfigFromEnv({ DOWNLOAD_DAYS: '1.5' }, CWD)).toThrow('DOWNLOAD_DAYS must be a whole number');
    expect(() => serverConfigFromEnv({ DOWNLOAD_RENEWALS: '-1' }, CWD)).toThrow('DOWNLOAD_RENEWALS must be a whole number');
    expect(() => serverConfigFromEnv({ DOWNLOAD_SECRET: 'short' }, CWD)).toThrow('DOWNLOAD_SECRET must be at least 32 characters');
    expect(() => serverConfigFromEnv({ FILE_STORE_URL: 'https://files.example/' }, CWD)).toThrow('FILE_STORE_URL');
  });

  it('drains for 5 s on SIGTERM in production and not at all in development, unless told otherwise', () => {
    expect(serverConfigFromEnv({}, CWD).shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(serverConfigFromEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example' }, CWD).shutdown).toEqual({
      drainMs: 5000,
      timeoutMs: 10_000,
    });
    expect(serverConfigFromEnv({ SHUTDOWN_DRAIN_MS: '2500', SHUTDOWN_TIMEOUT_MS: '30000' }, CWD).shutdown).toEqual({ drainMs: 2500, timeoutMs: 30_000 });
    expect(() => serverConfigFromEnv({ SHUTDOWN_DRAIN_MS: 'soon' }, CWD)).toThrow('SHUTDOWN_DRAIN_MS');
  });

  it('serves no metrics by default, behind METRICS_TOKEN on the store port, openly on METRICS_PORT', () => {
    const plain = serverConfigFromEnv({}, CWD);
    expect(plain.app.metricsToken).toBeNull();
    expect(plain.metrics).toBeNull();
    expect(serverConfigFromEnv({ METRICS_TOKEN: 'x'.repeat(24) }, CWD).app.metricsToken).toBe('x'.repeat(24));
    expect(() => serverConfigFromEnv({ METRICS_TOKEN: 'short' }, CWD)).toThrow('METRICS_TOKEN must be at least 24 characters long');
    expect(serverConfigFromEnv({ METRICS_PORT: '9464' }, CWD).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(serverConfigFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, CWD).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
  });
});
