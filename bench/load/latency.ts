/**
 * Latencies and errors per call kind over a measured window: every sample is kept (a run has
 * tens of thousands), so percentiles are exact rather than bucketed.
 */

export interface KindFigures {
  kind: string;
  calls: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}

export class LatencyLog {
  private readonly samples = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  /** The first few error descriptions per kind, for the report. */
  private readonly examples = new Map<string, string[]>();

  record(kind: string, ms: number, error?: string): void {
    let list = this.samples.get(kind);
    if (!list) this.samples.set(kind, (list = []));
    list.push(ms);
    if (error === undefined) return;
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    const seen = this.examples.get(kind) ?? [];
    if (seen.length < 3 && !seen.includes(error)) this.examples.set(kind, [...seen, error]);
  }

  /** Times a call; `failure` inspects its result and names the error, or answers undefined. */
  async time<T>(kind: string, run: () => Promise<T>, failure: (result: T) => string | undefined): Promise<T> {
    const started = performance.now();
    const result = await run();
    this.record(kind, performance.now() - started, failure(result));
    return result;
  }

  figures(seconds: number): { kinds: KindFigures[]; overall: KindFigures } {
    const kinds = [...this.samples.keys()].sort().map((kind) => figuresOf(kind, this.samples.get(kind) ?? [], this.errors.get(kind) ?? 0, seconds));
    const all = [...this.samples.values()].flat();
    const errors = [...this.errors.values()].reduce((n, e) => n + e, 0);
    return { kinds, overall: figuresOf('all calls', all, errors, seconds) };
  }

  errorExamples(): Array<[string, string[]]> {
    return [...this.examples.entries()];
  }
}

function figuresOf(kind: string, samples: number[], errors: number, seconds: number): KindFigures {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0));
  return { kind, calls: sorted.length, errors, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0, perSecond: sorted.length / seconds };
}
