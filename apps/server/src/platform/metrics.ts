import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request latency buckets in seconds: fast API calls to a slow photo upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CounterSpec<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
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

  /** A gauge whose value is read when Prometheus scrapes (`collect` may query the database). */
  gauge<L extends string = never>(
    spec: CounterSpec<L> & { collect: (gauge: Gauge<L>) => Promise<void> | void },
  ): Gauge<L> {
    const existing = this.registry.getSingleMetric(spec.name);
    if (existing) throw new Error(`metric ${spec.name} is already registered`);
    return new Gauge<L>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        await spec.collect(this);
      },
    });
  }

  /** The text exposition format Prometheus reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
