import { readFileSync } from 'node:fs';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { buildInfoFile } from '../paths.ts';

/** Request latency buckets in seconds: fast API calls to a slow photo upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CounterSpec<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/** What scripts/build.mjs recorded about the build this process runs (`unknown` when run from source). */
export interface BuildInfo {
  version: string;
  commit: string;
}

export function readBuildInfo(file = buildInfoFile): BuildInfo {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>;
    return { version: String(info.version ?? 'unknown'), commit: String(info.commit ?? 'unknown') };
  } catch {
    return { version: 'unknown', commit: 'unknown' };
  }
}

let processRegistry: Registry | undefined;

/**
 * The process's own series (memory, CPU, event-loop lag, GC, handles: prom-client's defaults, `process_`/`nodejs_`)
 * and the build it runs, collected once per process: their collectors live as long as the process, and tests build
 * many apps in one.
 */
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const build = readBuildInfo();
  new Gauge({
    name: 'app_build_info',
    help: 'The build this server runs (always 1): server version, git commit, Node version',
    labelNames: ['version', 'commit', 'node'],
    registers: [registry],
  }).set({ version: build.version, commit: build.commit, node: process.versions.node }, 1);
  processRegistry = registry;
  return registry;
}

/**
 * One Prometheus registry per app (tests build many apps in one process). Features add their own series through
 * `counter` and `gauge`; asking twice for the same name returns the same series.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status_code'>;
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor() {
    this.requests = this.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
    });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  counter<L extends string = never>(spec: CounterSpec<L>): Counter<L> {
    const existing = this.registry.getSingleMetric(spec.name);
    if (existing) {
      if (!(existing instanceof Counter)) throw new Error(`metric ${spec.name} exists and is not a counter`);
      return existing as Counter<L>;
    }
    return new Counter<L>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      registers: [this.registry],
    });
  }

  /** Told about a gauge whose reading failed for another reason than an unreachable database (the app's log). */
  onCollectError: (name: string, error: unknown) => void = () => undefined;

  /**
   * A gauge whose value is read when Prometheus scrapes (`collect` may query the database). A reading that fails
   * (the database is down) leaves that gauge NaN, or without series when it has labels, and the rest of the scrape
   * answers: one failing gauge must not turn the whole of /metrics into an error during the very incident.
   */
  gauge<L extends string = never>(
    spec: CounterSpec<L> & { collect: (gauge: Gauge<L>) => Promise<void> | void },
  ): Gauge<L> {
    const existing = this.registry.getSingleMetric(spec.name);
    if (existing) throw new Error(`metric ${spec.name} is already registered`);
    const onError = (error: unknown) => this.onCollectError(spec.name, error);
    const labelled = (spec.labelNames ?? []).length > 0;
    return new Gauge<L>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        try {
          await spec.collect(this);
        } catch (error) {
          onError(error);
          if (labelled) this.reset();
          else (this as Gauge<string>).set(Number.NaN);
        }
      },
    });
  }

  /** The text exposition format Prometheus reads: this app's series and the process's. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}
