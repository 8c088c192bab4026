/**
 * The load generator's process (started by load.ts): reads a LoadSpec as JSON on stdin, runs
 * autocannon with the scenario's steps, warm-up first, and prints what it measured (GeneratedLoad)
 * as JSON.
 */
import autocannon from 'autocannon';
import type { AutocannonRequest, AutocannonResult } from 'autocannon';
import { pathToFileURL } from 'node:url';
import { MEASURING } from './load.ts';
import type { GeneratedLoad, LoadSpec, LoadStep } from './load.ts';

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

interface Tally { refused: number; firstRefusal: string | null }

function requestsOf(steps: LoadStep[], tally: Tally): AutocannonRequest[] {
  return steps.map((step) => ({
    setupRequest: (base, context) => ({ ...base, ...step.request(context) }),
    onResponse: (status, body, context) => {
      if (step.accepts(status, body, context)) return;
      tally.refused++;
      tally.firstRefusal ??= `${status} ${body.slice(0, 300)}`;
    },
  }));
}

function run(spec: LoadSpec, steps: LoadStep[], seconds: number): Promise<GeneratedLoad> {
  const tally: Tally = { refused: 0, firstRefusal: null };
  const latenciesMs: number[] = [];
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: spec.url, connections: spec.connections, duration: seconds, requests: requestsOf(steps, tally) },
      (err: Error | null, result: AutocannonResult) => {
        if (err) return reject(err);
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          seconds, latenciesMs: latenciesMs.sort((a, b) => a - b), refused: tally.refused, firstRefusal: tally.firstRefusal,
          failed: result.errors + result.timeouts, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6,
        });
      });
    instance.on('response', (_client, _status, _bytes, latencyMs) => { latenciesMs.push(Math.round(latencyMs * 1000) / 1000); });
  });
}

const spec = JSON.parse(await readStdin()) as LoadSpec;
const scenarioUrl = spec.scenario.startsWith('file:') ? spec.scenario : pathToFileURL(spec.scenario).href;
const { steps } = (await import(scenarioUrl)) as { steps: (params: unknown) => LoadStep[] };
if (spec.warmUpSeconds > 0) await run(spec, steps(spec.params), spec.warmUpSeconds);
process.stdout.write(`${MEASURING}\n`);
process.stdout.write(JSON.stringify(await run(spec, steps(spec.params), spec.seconds)));
