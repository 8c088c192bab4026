/**
 * HTTP load from a process of its own: autocannon runs in a child process (load-generator.ts),
 * so what it spends is not counted against the server it measures. What is sent is a scenario:
 * a module exporting `steps(params)`, the requests every connection sends in turn, built from
 * the connection's context. A measurement keeps every latency and the CPU time the watched
 * processes used over it, so that slices of one measurement can be added up (`combine`).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuMeter } from './cpu.ts';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadStep {
  /** The request to send; `context` belongs to the connection and lives for one pass over the steps. */
  request(context: Record<string, unknown>): LoadRequest;
  /** Whether the answer is the expected one: the others are counted as refused. */
  accepts(status: number, body: string, context: Record<string, unknown>): boolean;
}

export interface LoadSpec {
  /** The server, e.g. http://127.0.0.1:3000 */
  url: string;
  /** The scenario module (a file URL or path) and what its `steps` takes (JSON). */
  scenario: string;
  params: unknown;
  connections: number;
  seconds: number;
  /** Sent first and not counted: connections open, the server's code is compiled, pools fill. */
  warmUpSeconds: number;
}

/** What the generator reports of its measured part. */
export interface GeneratedLoad {
  seconds: number;
  /** Every answer's latency in milliseconds, ascending. */
  latenciesMs: number[];
  /** Answers the scenario did not expect, and the first of them. */
  refused: number;
  firstRefusal: string | null;
  /** Connection errors and timeouts. */
  failed: number;
  /** CPU seconds the generator's process used. */
  generatorCpuSeconds: number;
}

export interface Measurement extends GeneratedLoad {
  /** CPU seconds each watched process tree used over the measured part (null where unknown). */
  cpuSeconds: Record<string, number | null>;
}

/** What the generator prints on a line of its own when the measured part begins. */
export const MEASURING = 'measuring';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Runs the load; `watch` names process trees (root pids, or null when not on this machine)
 * whose CPU time over the measured part is counted.
 */
export async function runLoad(spec: LoadSpec, watch: Record<string, readonly number[] | null> = {}): Promise<Measurement> {
  const meters = Object.entries(watch).map(([name, roots]) => ({ name, meter: roots === null ? null : cpuMeter(roots) }));
  let cpuSeconds: Record<string, number | null> = {};
  const generated = await generate(spec, {
    begin: () => { for (const { meter } of meters) meter?.start(); },
    end: () => { cpuSeconds = Object.fromEntries(meters.map(({ name, meter }) => [name, meter?.stop() ?? null])); },
  });
  return { ...generated, cpuSeconds: { ...cpuSeconds, 'load generator': generated.generatorCpuSeconds } };
}

function generate(spec: LoadSpec, window: { begin(): void; end(): void }): Promise<GeneratedLoad> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    let measuring = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const lineEnd = out.indexOf('\n');
      if (measuring || lineEnd === -1) return;
      // The first line says the measured part begins; the figures follow when it ends.
      if (out.slice(0, lineEnd) === MEASURING) {
        measuring = true;
        window.begin();
      }
      out = out.slice(lineEnd + 1);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      window.end();
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as GeneratedLoad);
      } catch {
        reject(new Error(`load generator printed no figures: ${out.slice(0, 500)}`));
      }
    });
    child.stdin.end(JSON.stringify(spec));
  });
}

/** Slices of one measurement taken at different times, as one. */
export function combine(slices: readonly Measurement[]): Measurement {
  const sum = (values: Array<number | null>) => (values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v as number), 0));
  const names = Object.keys(slices[0]?.cpuSeconds ?? {});
  return {
    seconds: slices.reduce((a, s) => a + s.seconds, 0),
    latenciesMs: slices.flatMap((s) => s.latenciesMs).sort((a, b) => a - b),
    refused: slices.reduce((a, s) => a + s.refused, 0),
    firstRefusal: slices.find((s) => s.firstRefusal !== null)?.firstRefusal ?? null,
    failed: slices.reduce((a, s) => a + s.failed, 0),
    generatorCpuSeconds: slices.reduce((a, s) => a + s.generatorCpuSeconds, 0),
    cpuSeconds: Object.fromEntries(names.map((name) => [name, sum(slices.map((s) => s.cpuSeconds[name] ?? null))])),
  };
}

/** Answers per second, p50 and p99 latency, and CPU microseconds per answer of each watched tree. */
export function figuresOf(m: Measurement) {
  const answers = m.latenciesMs.length;
  return {
    answers,
    perSecond: answers / m.seconds,
    p50Ms: quantile(m.latenciesMs, 0.5),
    p99Ms: quantile(m.latenciesMs, 0.99),
    cpuPerAnswer: Object.fromEntries(Object.entries(m.cpuSeconds).map(([name, s]) => [name, s === null || answers === 0 ? null : (s * 1e6) / answers])),
  };
}

/** The q-quantile (0..1) of ascending-sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
