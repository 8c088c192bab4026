/**
 * HTTP load from a process of its own: autocannon runs in a child process (load-generator.ts),
 * so what it spends is not counted against the server it measures, and answers calls per second
 * with the p50 and p99 latency of every answer. What is sent is a scenario: a module exporting
 * `steps(params)`, the requests every connection sends in turn, built from the connection's context.
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

export interface LoadFigures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  answers: number;
  /** Answers the scenario did not expect, and the first of them. */
  refused: number;
  firstRefusal: string | null;
  /** Connection errors and timeouts. */
  failed: number;
  /** CPU seconds the load generator's process used while measuring. */
  generatorCpuSeconds: number;
}

export interface MeasuredLoad extends LoadFigures {
  /** CPU microseconds per answer of each watched process tree (null where unknown), and the load generator's. */
  cpuPerAnswer: Record<string, number | null>;
}

/** What the generator prints on a line of its own when the measured part begins. */
export const MEASURING = 'measuring';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Runs the load; `watch` names process trees (root pids, or null when not on this machine)
 * whose CPU time over the measured part is counted per answer.
 */
export async function runLoad(spec: LoadSpec, watch: Record<string, readonly number[] | null> = {}): Promise<MeasuredLoad> {
  const meters = Object.entries(watch).map(([name, roots]) => ({ name, meter: roots === null ? null : cpuMeter(roots) }));
  let seconds: Array<[string, number | null]> = [];
  const figures = await generate(spec, {
    begin: () => { for (const { meter } of meters) meter?.start(); },
    end: () => { seconds = meters.map(({ name, meter }) => [name, meter?.stop() ?? null]); },
  });
  const perAnswer = (s: number | null) => (s === null || figures.answers === 0 ? null : (s * 1e6) / figures.answers);
  return {
    ...figures,
    cpuPerAnswer: Object.fromEntries([...seconds.map(([name, s]) => [name, perAnswer(s)]), ['load generator', perAnswer(figures.generatorCpuSeconds)]]),
  };
}

function generate(spec: LoadSpec, window: { begin(): void; end(): void }): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const lineEnd = out.indexOf('\n');
      if (lineEnd === -1) return;
      // The first line says the measured part begins; the figures follow when it ends.
      if (out.slice(0, lineEnd) === MEASURING) window.begin();
      out = out.slice(lineEnd + 1);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      window.end();
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadFigures);
      } catch {
        reject(new Error(`load generator printed no figures: ${out}`));
      }
    });
    child.stdin.end(JSON.stringify(spec));
  });
}

/** The q-quantile (0..1) of ascending-sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
