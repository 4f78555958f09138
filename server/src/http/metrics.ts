import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { countQueuedJobs } from '../repos/job.repo.ts';
import { openedBatches } from '../storage/crypto/chunked-decrypt.ts';

// Routes whose bodies are the file bytes, by their route pattern: what the byte counters add up.
const UPLOAD_ROUTES = new Set(['/api/media/upload', '/api/media/upload-fast', '/api/uploads', '/api/uploads/:id']);
const DOWNLOAD_ROUTES = new Set([
  '/api/media/:id/download',
  '/api/media/:id/stream',
  '/api/share/public/s/:slug/preview',
  '/api/share/public/s/:slug/download',
  '/api/share/public/:slug/download',
  '/r/:slug',
]);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
}

/**
 * Prometheus metrics at GET /api/metrics, only when METRICS_TOKEN is set (else the route does not exist): request
 * rates and latencies per route pattern (never per URL, so ids cannot grow the series), upload and download bytes, the
 * job queue's depth, and Node's own process figures. The scraper sends the token as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vaultbox_' });
  const requests = new Counter({
    name: 'vaultbox_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vaultbox_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its last byte), by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
    registers: [registry],
  });
  const uploaded = new Counter({
    name: 'vaultbox_upload_bytes_total',
    help: 'Bytes received by the upload routes',
    registers: [registry],
  });
  const downloaded = new Counter({
    name: 'vaultbox_download_bytes_total',
    help: 'File bytes sent by the download, stream, preview and raw routes',
    registers: [registry],
  });
  new Counter({
    name: 'vaultbox_decrypted_batches_total',
    help: "Reads of stored files decrypted, by thread: a worker thread takes a download's while requests wait",
    labelNames: ['thread'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [thread, count] of Object.entries(openedBatches())) this.inc({ thread }, count);
    },
  });
  new Gauge({
    name: 'vaultbox_jobs_queued',
    help: 'Background jobs waiting to run, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [kind, count] of await countQueuedJobs(ctx.db)) this.set({ kind }, count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (UPLOAD_ROUTES.has(route)) uploaded.inc(Number(request.headers['content-length'] ?? 0) || 0);
    if (DOWNLOAD_ROUTES.has(route) && request.method === 'GET' && reply.statusCode < 300) {
      downloaded.inc(Number(reply.getHeader('content-length') ?? 0) || 0);
    }
  });

  app.get('/api/metrics', {
    schema: { hide: true },
    logLevel: 'warn',
    handler: async (request, reply) => {
      if (!sameToken(bearerOf(request), token)) throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  });
}
