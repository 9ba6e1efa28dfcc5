import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { APP_NAME } from '../shared/constants';
import { authRoutes } from './auth/routes';
import { SessionStore } from './auth/sessions';
import { isApiRoute, originCheck } from './auth/origin-check';
import { registerCompression } from './compress';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './features/account/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { bidsRoutes } from './features/bids/routes';
import { favoritesRoutes } from './features/favorites/routes';
import { readinessOf } from './features/health/readiness';
import { createUploadStore } from './features/uploads/store';
import { healthRoutes } from './features/health/routes';
import { inquiriesRoutes } from './features/inquiries/routes';
import { investmentsRoutes } from './features/investments/routes';
import { outboxRoutes } from './features/mail/routes';
import { marketRoutes } from './features/market/routes';
import { portfolioRoutes } from './features/portfolio/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { projectsRoutes } from './features/projects/routes';
import { propertiesRoutes } from './features/properties/routes';
import { seoRoutes } from './features/properties/seo';
import { LISTING_PAGE, listingPreview } from './features/properties/share-preview';
import { savedSearchesRoutes } from './features/saved-searches/routes';
import { serveUploads } from './features/uploads/serve';
import { usersRoutes } from './features/users/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { createJobWorker } from './jobs/handlers';
import { installErrorHandler } from './lib/error-handler';
import { RequestLog } from './lib/logger';
import { installMetrics } from './lib/metrics';
import { registerRateLimits } from './lib/rate-limits';
import { registerReadRouting } from './db/read-replica';
import type { ZodApp } from './lib/http';
import { registerSpa } from './spa';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Directory of the built client (index.html + assets); absent in API tests. */
  clientDir?: string;
  /** Sees every route as it is added (the security tests read the route table from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Feature route modules, each registered in its own encapsulated scope. */
const FEATURE_ROUTES: Array<(app: ZodApp) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  propertiesRoutes,
  uploadsRoutes,
  investmentsRoutes,
  bidsRoutes,
  inquiriesRoutes,
  projectsRoutes,
  usersRoutes,
  analyticsRoutes,
  accountRoutes,
  notificationsRoutes,
  outboxRoutes,
  favoritesRoutes,
  savedSearchesRoutes,
  marketRoutes,
  portfolioRoutes,
];

/**
 * Fastify's form of TRUST_PROXY. A hop count trusts the socket's peer and the next hops of
 * X-Forwarded-For read from its right end, so the client address is the one the nearest proxy
 * wrote, never an entry a client made up on the left (Fastify's own numeric option trusts nothing).
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

/** Builds the whole app without listening, so tests can `inject` requests into it. */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // The id comes from us, never from a client header.
    genReqId: () => crypto.randomUUID(),
    // One line per request instead of Fastify's two, with the route, user and duration.
    logController: new RequestLog(),
    // At close (SIGTERM, after the drain in main.ts), idle keep-alive connections are closed at once
    // and busy ones once their answer is sent; a request arriving meanwhile gets 503 and `Connection: close`.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    routerOptions: { maxParamLength: 200 },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('deps', deps);
  installMetrics(app);
  app.decorate('readiness', readinessOf(deps, createUploadStore(deps.config), app.log));
  app.decorate(
    'sessions',
    new SessionStore(deps.database.db, {
      ttlMs: deps.config.sessionTtlMs,
      maxAgeMs: deps.config.sessionMaxAgeMs,
      secure: deps.config.cookieSecure,
    }),
  );
  // The job worker (outbox delivery and later jobs): built here, started by main.ts (tests drain it).
  app.decorate('jobs', createJobWorker({ db: deps.database.db, config: deps.config, log: app.log }));
  app.addHook('onClose', async () => app.jobs.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  registerCompression(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  // Public reads on the replica when there is one (DATABASE_READ_URL).
  app.decorate('reads', registerReadRouting(app, deps.database, deps.config));
  // Counted where every server counts (Redis or the primary database), so N servers allow what one does.
  await registerRateLimits(app, deps.config, deps.database.db);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        version: '1.0.0',
        description: 'Property listings, bids, inquiries and simulated investments in Saudi Arabia. Errors are `{ message, errors? }`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'manzil_sid' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (`.meta({ id })` in src/shared/schemas) become named components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  // Who is asking: the session cookie, checked against the sessions table.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const loaded = await app.sessions.load(request);
    if (!loaded) return;
    request.session = loaded.session;
    request.user = loaded.user;
    await app.sessions.touch(request, reply);
  });
  app.addHook('onRequest', originCheck);

  // Each feature in a scope of its own; every route's path, guard and schemas come from its contract.
  for (const routes of FEATURE_ROUTES) await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>()));

  await app.register(seoRoutes);
  await serveUploads(app, deps.config.uploadDir);
  await registerSpa(app, deps.clientDir, [{ pattern: LISTING_PAGE, provide: listingPreview }]);

  // Expired sessions are purged at start and hourly; the timer never keeps the process alive.
  const purge = () => app.sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed'));
  const timer = setInterval(purge, 3600_000).unref();
  app.addHook('onReady', async () => void (await purge()));
  app.addHook('onClose', async () => clearInterval(timer));

  return app;
}
