import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type GaugeConfiguration } from 'prom-client';
import { routeOf } from './logger';

// The metrics /metrics publishes in Prometheus' text format (docs/operations.md#health-and-metrics).
// Every request is counted by its route pattern (`/api/properties/:id`), never its URL: a label per
// listing id would grow without end. The app's metrics live in a registry of its own, so each app a
// process builds (the tests build many) counts only its own requests.

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry and request counters (lib/metrics.ts). */
    metrics: AppMetrics;
  }
}

/** Seconds: from a cached read to a slow search. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** CPU, memory, event loop lag, GC and handles: prom-client's defaults, one set per process however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'manzil_http_requests_total',
    help: 'Requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx)',
    labelNames: ['method', 'route', 'status_class'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'manzil_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly serverErrors = new Counter({
    name: 'manzil_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [this.registry],
  });

  /** Counts one answered request. */
  observe(request: { method: string; route: string; status: number; seconds: number }): void {
    const { method, route } = request;
    this.requests.inc({ method, route, status_class: `${Math.floor(request.status / 100)}xx` });
    this.latency.observe({ method, route }, request.seconds);
    if (request.status >= 500) this.serverErrors.inc({ method, route });
  }

  /** A gauge of this app's registry whose value is read when Prometheus scrapes (`collect`). */
  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  readonly contentType = this.registry.contentType;

  /** The exposition: the process's metrics and this app's. */
  async text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }
}

/** Gives the app its metrics and counts every answer, whatever route (or none) served it. */
export function installMetrics(app: FastifyInstance): void {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: routeOf(request, reply.statusCode),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
