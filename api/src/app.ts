// buildApp(options): the configured Fastify server, not listening. server.ts listens; tests call inject().
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { ADMIN_API_PREFIX } from '@storefront/shared/schemas/admin';
import adminPlugin from './admin/adminPlugin';
import operatorSocketPlugin from './admin/operators/operatorSocketPlugin';
import apiPlugin, { API_PREFIX } from './apiPlugin';
import catalogPlugin from './catalog/catalogPlugin';
import databasePlugin from './db/databasePlugin';
import type { DatabaseOptions } from './db/types';
import { installErrorHandlers } from './http/errorHandlers';
import { type HostAllowList, installHostCheck } from './http/hostAllowList';
import { databaseRateLimitStore } from './http/databaseRateLimitStore';
import { DEFAULT_WRITE_RATE_LIMIT, type WriteRateLimit } from './http/rateLimit';
import { requestLogFields } from './http/requestLogFields';
import { formatValidationErrors } from './http/validationMessage';
import fulfilmentPlugin, { type FulfilmentOptions } from './fulfilment/fulfilmentPlugin';
import mailPlugin, { type MailOptions } from './mail/mailPlugin';
import { certificateFor } from './fulfilment/certificate';
import { listDeliveries } from './fulfilment/deliveries';
import mediaRoutes from './media/mediaRoutes';
import picturesPlugin, { type PicturesOptions } from './media/pictures/picturesPlugin';
import operationsPlugin from './operations/operationsPlugin';
import { traceRequestId, tracingStarted } from './operations/tracing';
import orderLifecyclePlugin from './orders/orderLifecycle';
import paymentsPlugin, { type PaymentsOptions } from './payments/paymentsPlugin';
import securityHeaders from './security/securityHeaders';
import shopperStorePlugin from './shopper/shopperStore';
import type { ShopperRetention } from './shopper/forgetOldRecords';
import seoPlugin from './seo/seoPlugin';
import { type PageHostOptions, existingPageHostDirs } from './pageHost/pageHostDirs';
import pageHostPlugin from './pageHost/pageHostPlugin';
import { createPageHandler } from './pageHost/pageHandler';
import { createLiveRemotesSource } from './pageHost/liveRemotesSource';
import { createBrowserComposition } from './pageHost/browserComposition';
import { SIGN_PREVIEW_LINK_COMMAND, signPreviewLinkCommand } from './pageHost/previewSocketCommand';
import { DEFAULT_VITALS_OPTIONS, type VitalsOptions } from './vitals/vitalsOptions';
import { createCanaryWatch } from './health/canaryWatch';
import { DEFAULT_HEALTH_OPTIONS, type HealthOptions, teamEmailsFor } from './health/healthOptions';

export interface BuildAppOptions {
  database: DatabaseOptions;
  /**
   * The public origin shoppers use, e.g. https://shop.example.com; payment providers send them back here.
   * Without it, the calling storefront's allowed Origin or the request's own origin is used.
   */
  publicBaseUrl?: string | null;
  /** Provider credentials and base URLs; a method without credentials is served by the built-in sandbox. */
  payments?: PaymentsOptions;
  /** Other origins allowed to call the API from a browser. Same-origin calls always work. */
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  /** Serve the built front end from this server (see pageHost/pageHostDirs.ts). */
  pageHost?: PageHostOptions;
  /** Per-IP limit on place_order and verify_payment; default 30 per minute. */
  rateLimit?: WriteRateLimit;
  /** Largest accepted request body in bytes; default 64 KB. */
  bodyLimit?: number;
  /** Fastify's trustProxy: set when behind a reverse proxy so rate limits see the shopper's IP. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The file store for deliverables, the download terms, and whether to make deliverables at start. */
  fulfilment?: FulfilmentOptions;
  /** Order e-mails: the SMTP server, the sender, the receipt's digital content; default the development mailbox. */
  mail?: MailOptions;
  /** Whether to draw every product picture, banner and hero in the background at start (they live in the file store). */
  pictures?: PicturesOptions;
  /** The operator console's API (/api/v1/admin). */
  admin?: AdminOptions;
  /** Pages' speed beacons: their rate limit and how long the daily histograms are kept (vitals/vitalsOptions.ts). */
  vitals?: Partial<VitalsOptions>;
  /** Customer accounts: their session cookie Secure in production (serverConfig), the clock (tests move it). */
  accounts?: { secureCookie?: boolean; now?: () => Date };
  /** The shopper cookie (shopper/shopperCookie.ts): Secure in production (serverConfig sets it when NODE_ENV=production). */
  shopper?: { secureCookie?: boolean; retention?: ShopperRetention };
  /** How old the in-memory catalogue may get before it is read again (CatalogService.ts); default 4 s. */
  catalogMaxAgeMs?: number;
  /** The token `/metrics` on the store's port requires (METRICS_TOKEN); without one it is served only on METRICS_PORT. */
  metricsToken?: string | null;
  /** Host names answered besides publicBaseUrl's (http/hostAllowList.ts); default: loopback names only. */
  allowedHosts?: HostAllowList;
  /** The automatic abort of a bad canary and who is told (health/healthOptions.ts). */
  health?: Partial<HealthOptions>;
}

export interface AdminOptions {
  /** The production session cookie: Secure, named `__Secure-…` (serverConfig sets it when NODE_ENV=production). */
  secureCookie?: boolean;
  /** The console's clock for sessions and locks; tests move it instead of waiting. */
  now?: () => Date;
}

/** The origin absolute URLs use when none is configured: a store run on this machine (serverConfig sets the port). */
export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:3000';

export interface AppConfig {
  publicBaseUrl: string;
  corsOrigins: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Logger options with our request serializer (http/requestLogFields.ts); `true` becomes Fastify's default logger. */
function withRequestLogFields(logger: NonNullable<BuildAppOptions['logger']>): BuildAppOptions['logger'] {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: requestLogFields, ...('serializers' in options ? options.serializers : {}) } };
}

export function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: withRequestLogFields(options.logger ?? false),
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    // Opening the database applies migrations and may write the catalogue's listing (minutes for a million products);
    // Fastify's 10 s default would stop a healthy start on a large or busy machine.
    pluginTimeout: 10 * 60_000,
    ...(tracingStarted() ? { genReqId: traceRequestId(randomUUID) } : {}),
    trustProxy: options.trustProxy ?? false,
    ajv: {
      // The edge accepts exactly the documented shapes: no "2" for 2, no silently dropped fields.
      // ("email", "date-time" … come from ajv-formats, which Fastify's Ajv compiler installs by itself.)
      // multipleOfPrecision: amounts are multiples of 0.01 (the console's prices), which 149.99 / 0.01 is not in floats.
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, multipleOfPrecision: 6 },
    },
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', {
    publicBaseUrl: new URL(options.publicBaseUrl || DEFAULT_PUBLIC_BASE_URL).origin,
    corsOrigins: options.corsOrigins ?? [],
  });

  installHostCheck(app, app.config.publicBaseUrl, options.allowedHosts ?? { names: [], loopback: true });

  const pageHostDirs = options.pageHost ? existingPageHostDirs(options.pageHost) : null;
  const shellDir = pageHostDirs?.shellDir ?? null;
  const serverRendering = options.pageHost?.serverRendering !== false;
  const pageCache = options.pageHost?.pageCache ?? {};
  const liveRemotes = pageHostDirs && shellDir && options.pageHost ? createLiveRemotesSource({ ...pageHostDirs, shellDir }, options.pageHost) : null;
  const composition = createBrowserComposition({
    db: () => app.db,
    configuredSecret: options.pageHost?.compositionSecret,
    secureCookie: options.admin?.secureCookie ?? false,
  });
  installErrorHandlers(
    app,
    pageHostDirs && shellDir && liveRemotes
      ? createPageHandler(app, { ...pageHostDirs, shellDir }, liveRemotes, { composition, serverRendering, pageCache })
      : null,
  );

  // These hook into routes as they are added, so they come before every route; operations first, as the others count
  // their events in its metrics.
  app.register(operationsPlugin, { metricsToken: options.metricsToken ?? null, releaseStore: options.pageHost?.releaseStore });
  app.register(securityHeaders);
  app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.register(rateLimit, {
    global: false,
    // Counted in the database, so instances sharing one PostgreSQL share one limit per client.
    store: databaseRateLimitStore(() => app.db),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Try again in ${context.after}.`), { statusCode: context.statusCode }),
  });

  app.register(databasePlugin, { database: options.database });
  app.register(shopperStorePlugin, { secureCookie: options.shopper?.secureCookie, retention: options.shopper?.retention });
  app.register(orderLifecyclePlugin);
  app.register(catalogPlugin, { maxAgeMs: options.catalogMaxAgeMs });
  app.register(paymentsPlugin, { payments: options.payments ?? {} });
  // Before mail's part of the order lifecycle: the receipt needs the entitlements.
  app.register(fulfilmentPlugin, options.fulfilment ?? {});
  app.register(mailPlugin, { mail: { receiptContent: { listDeliveries, certificateFor }, ...options.mail } });
  app.register(picturesPlugin, options.pictures ?? {});
  app.register(mediaRoutes, { prefix: '/media' });
  const health = { ...DEFAULT_HEALTH_OPTIONS, ...options.health };
  const releaseStore = options.pageHost?.releaseStore;
  const canaryCheck =
    releaseStore && health.autoAbort
      ? createCanaryWatch({
          db: () => app.db,
          store: releaseStore,
          log: app.log,
          thresholds: health.thresholds,
          teamEmails: (remote) => teamEmailsFor(health, remote),
          queueMail: (tx, details) => app.orderMail.canaryAborted(tx, details),
        })
      : null;
  app.register(apiPlugin, {
    prefix: API_PREFIX,
    canaryCheck,
    corsOrigins: options.corsOrigins ?? [],
    rateLimit: options.rateLimit ?? DEFAULT_WRITE_RATE_LIMIT,
    vitals: { ...DEFAULT_VITALS_OPTIONS, ...options.vitals },
    liveRemotes,
    accounts: {
      secureCookie: options.accounts?.secureCookie ?? false,
      now: options.accounts?.now ?? (() => new Date()),
      allowedOrigins: [app.config.publicBaseUrl, ...(options.corsOrigins ?? [])],
    },
  });
  app.register(adminPlugin, {
    prefix: ADMIN_API_PREFIX,
    context: {
      now: options.admin?.now ?? (() => new Date()),
      secureCookie: options.admin?.secureCookie ?? false,
      allowedOrigins: [app.config.publicBaseUrl, ...(options.corsOrigins ?? [])],
      signInRateLimit: options.rateLimit ?? DEFAULT_WRITE_RATE_LIMIT,
    },
    releases: releaseStore && liveRemotes ? { store: releaseStore, liveRemotes, health } : null,
  });
  // Lets `npm run operator:create` and `npm run preview -w mf-<name>` reach a store that holds its PGlite data directory.
  if (options.database.kind === 'pglite' && options.database.dataDir) {
    app.register(operatorSocketPlugin, { dataDir: options.database.dataDir, commands: { [SIGN_PREVIEW_LINK_COMMAND]: signPreviewLinkCommand(composition) } });
  }
  app.register(seoPlugin);
  if (liveRemotes) {
    app.after(() => {
      app.metrics.readers.releases = async () => {
        const live = await liveRemotes(app.log);
        const tracks = (live?.json.remotes ?? []).flatMap((remote) =>
          typeof remote.release === 'string' ? [{ remote: remote.name, release: remote.release, track: 'live' }] : [],
        );
        for (const [remote, canary] of live?.canaries ?? []) tracks.push({ remote, release: canary.release, track: 'canary' });
        return tracks;
      };
    });
  }
  if (pageHostDirs) app.register(pageHostPlugin, { dirs: pageHostDirs, liveRemotes, composition, releaseStore: options.pageHost?.releaseStore });

  return app;
}
