// Reads the server's environment variables into buildApp options plus the address to listen on.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildAppOptions } from '../app';
import type { DatabaseOptions } from '../db/types';
import { fileStoreFromEnv } from '../files/fileStoreConfig';
import { checkedDownloadSecret } from '../fulfilment/downloadSecret';
import { DEFAULT_DOWNLOAD_TERMS, DOWNLOAD_TERM_RANGES, type DownloadTerms } from '../fulfilment/downloadTerms';
import { DEFAULT_WRITE_RATE_LIMIT } from '../http/rateLimit';
import type { MailOptions } from '../mail/mailPlugin';
import { parseSenderAddress } from '../mail/senderAddress';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../payments/paymentProviders';
import type { PaymentsOptions } from '../payments/paymentsPlugin';
import { REPO_ROOT } from '../paths';
import { releaseStoreFromEnv } from '../releases/releaseConfig';
import type { PageHostOptions } from '../pageHost/pageHostDirs';
import { DEFAULT_VITALS_OPTIONS } from '../vitals/vitalsOptions';
import { DEFAULT_SHOPPER_RETENTION } from '../shopper/forgetOldRecords';
import { healthFromEnv } from '../health/healthOptions';

/** The remotes this repo builds: its workspaces named mf-<name> in the root package.json, so a new one is served too. */
export function workspaceRemoteNames(repoRoot = REPO_ROOT): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.filter((workspace) => /^mf-[a-z][a-z0-9-]*$/.test(workspace)).map((workspace) => workspace.slice('mf-'.length));
}

export interface ServerConfig {
  port: number;
  host: string;
  app: BuildAppOptions;
  shutdown: ShutdownConfig;
  /** A port of its own for /metrics (no token there), or null to serve it only on the store's port with METRICS_TOKEN. */
  metrics: { port: number; host: string } | null;
}

export interface ShutdownConfig {
  /** After SIGTERM, how long the instance keeps serving while /readyz says "not ready", so load balancers stop sending. */
  drainMs: number;
  /** After draining, how long requests in flight and the outbox get before the process exits regardless. */
  timeoutMs: number;
}

/** Production drains for five seconds (a load balancer probing every 2 s sees it twice); a developer's Ctrl-C does not wait. */
const DEFAULT_DRAIN_MS = { production: 5000, development: 0 };
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

type Env = Record<string, string | undefined>;

export function serverConfigFromEnv(env: Env, cwd: string): ServerConfig {
  const port = integerFrom(env, 'PORT', 3000, 0, 65535);
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);

  const metricsPort = env.METRICS_PORT ? integerFrom(env, 'METRICS_PORT', 0, 1, 65535) : null;
  return {
    port,
    // Only this machine unless HOST says otherwise: a development store keeps its mailbox and sandbox pages.
    host: env.HOST || '127.0.0.1',
    shutdown: {
      drainMs: integerFrom(env, 'SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS[env.NODE_ENV === 'production' ? 'production' : 'development'], 0, 300_000),
      timeoutMs: integerFrom(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 1000, 600_000),
    },
    metrics: metricsPort === null ? null : { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' },
    app: {
      database: databaseFromEnv(env, cwd),
      publicBaseUrl: publicBaseUrlFrom(env, port),
      payments: paymentsFromEnv(env),
      corsOrigins: list(env.CORS_ORIGINS),
      // PUBLIC_BASE_URL's host is always answered; loopback names only outside production.
      allowedHosts: { names: list(env.ALLOWED_HOSTS).map(checkedHostName), loopback: env.NODE_ENV !== 'production' },
      logger: { level: env.LOG_LEVEL || 'info' },
      pageHost: flagFrom(env, 'SERVE_STOREFRONT', true) ? pageHostFromEnv(env, cwd) : undefined,
      rateLimit: {
        max: integerFrom(env, 'RATE_LIMIT_MAX', DEFAULT_WRITE_RATE_LIMIT.max, 1, 1_000_000),
        timeWindowMs: integerFrom(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_WRITE_RATE_LIMIT.timeWindowMs, 1000, 86_400_000),
      },
      trustProxy: env.TRUST_PROXY ? trustProxyFrom(env.TRUST_PROXY) : false,
      fulfilment: {
        files: fileStoreFromEnv(env, cwd),
        downloads: downloadTermsFromEnv(env),
        prepareDeliverables: true,
      },
      mail: mailFromEnv(env),
      // Drawn once into the file store, beside the deliverables; any not made yet is made when first requested.
      pictures: { preparePictures: flagFrom(env, 'PREPARE_PICTURES', true) },
      metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
      // Production serves the console over HTTPS: its session cookie is Secure and __Secure- named.
      admin: { secureCookie: env.NODE_ENV === 'production' },
      vitals: {
        rateLimit: {
          max: integerFrom(env, 'VITALS_RATE_LIMIT_MAX', DEFAULT_VITALS_OPTIONS.rateLimit.max, 1, 1_000_000),
          timeWindowMs: DEFAULT_VITALS_OPTIONS.rateLimit.timeWindowMs,
        },
        retentionDays: integerFrom(env, 'VITALS_RETENTION_DAYS', DEFAULT_VITALS_OPTIONS.retentionDays, 1, 3660),
      },
      shopper: {
        secureCookie: env.NODE_ENV === 'production',
        retention: {
          recordDays: integerFrom(env, 'SHOPPER_RECORD_DAYS', DEFAULT_SHOPPER_RETENTION.recordDays, 1, 3660),
          checkoutHours: integerFrom(env, 'SHOPPER_CHECKOUT_HOURS', DEFAULT_SHOPPER_RETENTION.checkoutHours, 1, 720),
        },
      },
      health: healthFromEnv(env),
      accounts: { secureCookie: env.NODE_ENV === 'production' },
    },
  };
}

/** A bearer token anyone could guess would open the metrics to everyone: at least 24 characters. */
function metricsTokenFrom(value: string | undefined): string | null {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < 24) throw new Error('METRICS_TOKEN must be at least 24 characters long (e.g. `openssl rand -hex 24`).');
  return token;
}

/** DATABASE_URL → PostgreSQL, else PGlite under DATA_DIR (default ./data); the commands that open the store's database use it too. */
export function databaseFromEnv(env: Env, cwd: string): DatabaseOptions {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(cwd, env.DATA_DIR || 'data') };
}

/**
 * Absolute URLs (payment return links, sitemap, robots.txt) come from PUBLIC_BASE_URL. Production refuses to start
 * without it; development uses the address the store listens on.
 */
function publicBaseUrlFrom(env: Env, port: number): string {
  const configured = env.PUBLIC_BASE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      throw new Error(`PUBLIC_BASE_URL must be the store's public origin, e.g. https://shop.example.com, got "${configured}"`);
    }
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_BASE_URL must be set when NODE_ENV=production: it is the origin shoppers use (e.g. https://shop.example.com), and payment return links and the sitemap are built from it.',
    );
  }
  return `http://localhost:${port}`;
}

/** A provider is used only when all its credentials are set; otherwise its method runs on the sandbox. */
function paymentsFromEnv(env: Env): PaymentsOptions {
  const payments: PaymentsOptions = {
    timeoutMs: integerFrom(env, 'PAYMENT_PROVIDER_TIMEOUT_MS', DEFAULT_PROVIDER_TIMEOUT_MS, 100, 120_000),
    // Production fails closed: a provider without credentials is not offered, never replaced by the sandbox.
    sandbox: env.NODE_ENV !== 'production',
  };
  if (env.PAYSTACK_SECRET_KEY) {
    payments.paystack = { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL || 'https://api.paystack.co' };
  }
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    payments.paypal = {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      baseUrl: env.PAYPAL_BASE_URL || 'https://api-m.sandbox.paypal.com',
    };
  }
  return payments;
}

/** DOWNLOAD_LIMIT, DOWNLOAD_DAYS, DOWNLOAD_RENEWALS; DOWNLOAD_SECRET is read where links are signed, but checked here. */
function downloadTermsFromEnv(env: Env): DownloadTerms {
  if (env.DOWNLOAD_SECRET) checkedDownloadSecret(env.DOWNLOAD_SECRET);
  const term = (key: keyof DownloadTerms) => {
    const { name, min, max } = DOWNLOAD_TERM_RANGES[key];
    return integerFrom(env, name, DEFAULT_DOWNLOAD_TERMS[key], min, max);
  };
  return { limit: term('limit'), days: term('days'), renewals: term('renewals') };
}

/** SMTP_URL and MAIL_FROM are checked now: a typo should stop the start, not every e-mail. */
function mailFromEnv(env: Env): MailOptions {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error('SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465 (user and password URL-encoded)');
    }
  }
  const from = env.MAIL_FROM?.trim() || undefined;
  if (from) parseSenderAddress(from);
  return { smtpUrl, from, devMailboxPage: env.NODE_ENV !== 'production' };
}

/** Default folders are the workspaces' build outputs; each can be moved with an env var. */
function pageHostFromEnv(env: Env, cwd: string): PageHostOptions {
  const remotes: Record<string, string> = {};
  for (const name of workspaceRemoteNames()) {
    remotes[name] = env[`REMOTE_DIR_${name.toUpperCase()}`] || path.join(REPO_ROOT, `mf-${name}`, 'dist');
  }
  return {
    shellDir: env.SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist'),
    remotes,
    serverRendering: flagFrom(env, 'SERVER_RENDERING', true),
    pageCache: flagFrom(env, 'PAGE_CACHE', true) ? { maxBytes: integerFrom(env, 'PAGE_CACHE_MAX_MB', 64, 1, 16_384) * 1024 * 1024 } : false,
    releaseStore: releaseStoreFromEnv(env, cwd),
    remotesFile: env.REMOTES_FILE ? checkedRemotesFile(path.resolve(cwd, env.REMOTES_FILE)) : undefined,
    releasesBaseUrl: env.RELEASES_BASE_URL || undefined,
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? integerFrom(env, 'REMOTE_TIMEOUT_MS', 5000, 500, 120_000) : undefined,
    allowRemoteOverrides: flagFrom(env, 'REMOTE_OVERRIDES', env.NODE_ENV !== 'production'),
    // Every page view reports outside production, so a developer or a test sees its own; one in ten in production.
    vitalsSampleRate: rateFrom(env, 'VITALS_SAMPLE_RATE', env.NODE_ENV === 'production' ? 0.1 : 1),
    remoteOverrideOrigins: (env.REMOTE_OVERRIDE_ORIGINS ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
      .map(checkedOrigin),
    compositionSecret: compositionSecretFrom(env.COMPOSITION_SECRET),
  };
}

/** A key anyone could guess would let a shopper sign themselves onto a canary: 32 characters or more. */
export function compositionSecretFrom(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('COMPOSITION_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)');
  return secret;
}

/** A share from 0 (never) to 1 (always). */
function rateFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a share from 0 to 1 (e.g. 0.1), got "${env[name]}"`);
  return value;
}

/** A remotes manifest given by REMOTES_FILE must be readable now: a typo should stop the start, not every page. */
function checkedRemotesFile(file: string): string {
  let parsed: { remotes?: unknown };
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes?: unknown };
  } catch (error) {
    throw new Error(`REMOTES_FILE ${file} cannot be used: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(parsed?.remotes)) throw new Error(`REMOTES_FILE ${file} must be a JSON object with a "remotes" array`);
  return file;
}

/** An origin of REMOTE_OVERRIDE_ORIGINS: scheme, host and port only, as browsers compare them. */
function checkedOrigin(value: string): string {
  let origin: string | null = null;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = null;
  }
  if (!origin || origin === 'null' || !/^https?:/.test(origin) || origin !== value.replace(/\/$/, '')) {
    throw new Error(`REMOTE_OVERRIDE_ORIGINS must be a comma list of origins, e.g. http://localhost:3002, got "${value}"`);
  }
  return origin;
}

/** A name of ALLOWED_HOSTS: a host name or address, optionally with a port (which is not compared). */
function checkedHostName(name: string): string {
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/i.test(name)) {
    throw new Error(`ALLOWED_HOSTS must be a comma list of host names, e.g. shop.example.com,www.shop.example.com, got "${name}"`);
  }
  return name;
}

function integerFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flagFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off (1/0, true/false), got "${env[name]}"`);
}

/** "true" (trust every proxy) or a comma list of trusted proxy addresses/subnets. */
function trustProxyFrom(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}
