import client from 'prom-client';
import type { ChainClient } from '../adapters/chain';
import type { Clock } from '../adapters/clock';
import type { Database } from '../db/client';
import { jobEvents, type JobPass } from '../jobs/job-events';
import { outboxDepth } from '../modules/mail/outbox-depth.repo';
import { readChainJob } from '../modules/wallets/chain-sync.repo';

/**
 * The app's Prometheus metrics (docs/product/operations.md#metrics), one registry per app. Labels
 * hold route templates, methods, status classes, job and chain operation names: never a path's
 * values, a query, an address or anything else about a person.
 */
export interface AppMetrics {
  registry: client.Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The chain client, each operation counted (calls and failures). */
  countChain(chain: ChainClient): ChainClient;
  close(): void;
}

const jobLabel = (name: string) => name.trim().replace(/\s+/g, '_');

export function createAppMetrics(database: Database, clock: Clock): AppMetrics {
  const registry = new client.Registry();
  const registers = [registry];
  // Event-loop lag, heap, CPU, handles: prom-client's defaults, without a name prefix.
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tiempo de respuesta por plantilla de ruta, método y clase de estado',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL por estado (total, idle, waiting = peticiones en espera)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const lastSuccess = new client.Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'Fin de la última pasada correcta de cada tarea de fondo (segundos desde 1970)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new client.Counter({
    name: 'job_failures_total',
    help: 'Pasadas fallidas de cada tarea de fondo',
    labelNames: ['job'] as const,
    registers,
  });
  const onPass = ({ job, ok, at }: JobPass) => {
    if (ok) lastSuccess.set({ job: jobLabel(job) }, at / 1000);
    else jobFailures.inc({ job: jobLabel(job) });
  };
  jobEvents.on('pass', onPass);

  // A database that does not answer leaves the last values: the scrape still succeeds.
  const readDepth = () => outboxDepth(database.db, clock.now()).catch(() => undefined);
  new client.Gauge({
    name: 'mail_outbox_waiting',
    help: 'Correos aún por enviar en la cola',
    registers,
    async collect() {
      const read = await readDepth();
      if (read) this.set(read.waiting);
    },
  });
  new client.Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'Antigüedad del correo más antiguo aún por enviar (0 si no hay)',
    registers,
    async collect() {
      const read = await readDepth();
      if (read) this.set(read.oldestAgeSeconds);
    },
  });

  // The balance follower's cursor (docs/decisions/chain-follower.md), as staff see it in the
  // panel: 0 until it has started; a database that does not answer leaves the last values.
  const readFollower = () => readChainJob(database.db, 'follower').catch(() => undefined);
  const followerGauge = (
    name: string,
    help: string,
    value: (row: NonNullable<Awaited<ReturnType<typeof readFollower>>>) => number | null,
  ) =>
    new client.Gauge({
      name,
      help,
      registers,
      async collect() {
        const row = await readFollower();
        const read = row ? value(row) : null;
        if (read !== null) this.set(read);
      },
    });
  followerGauge(
    'chain_follower_synced_block',
    'Último bloque cuyas transferencias de USDT registró el seguidor de la cadena',
    (row) => row.blockNumber,
  );
  followerGauge(
    'chain_follower_head_block',
    'Cabeza de la cadena tal como la vio el seguidor en su última pasada',
    (row) => row.headBlock,
  );
  followerGauge(
    'chain_follower_lag_blocks',
    'Bloques que el seguidor lleva de retraso respecto a la cabeza',
    (row) =>
      row.headBlock === null || row.blockNumber === null
        ? null
        : Math.max(0, row.headBlock - row.blockNumber),
  );
  followerGauge(
    'chain_follower_last_success_timestamp_seconds',
    'Última pasada correcta del seguidor de la cadena (segundos desde 1970)',
    (row) => (row.lastSuccessAt ? row.lastSuccessAt.getTime() / 1000 : null),
  );
  followerGauge(
    'chain_follower_failures',
    'Pasadas fallidas seguidas del seguidor de la cadena (0 tras una correcta)',
    (row) => row.failures,
  );

  const chainCalls = new client.Counter({
    name: 'chain_calls_total',
    help: 'Lecturas de la cadena (nodo RPC o explorador) por operación',
    labelNames: ['operation'] as const,
    registers,
  });
  const chainErrors = new client.Counter({
    name: 'chain_call_errors_total',
    help: 'Lecturas de la cadena que fallaron, por operación',
    labelNames: ['operation'] as const,
    registers,
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      requests.observe({ method, route, status_class: statusClass }, seconds);
    },
    countChain(chain) {
      return new Proxy(chain, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function' || typeof property !== 'string') return value;
          return (...args: unknown[]) => {
            chainCalls.inc({ operation: property });
            const result: unknown = value.apply(target, args);
            if (result instanceof Promise) {
              return result.catch((err: unknown) => {
                chainErrors.inc({ operation: property });
                throw err;
              });
            }
            return result;
          };
        },
      });
    },
    close() {
      jobEvents.off('pass', onPass);
    },
  };
}
