/** The part of autocannon 8's programmatic interface the load generator uses (it ships no types). */
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Builds the request from the connection's context; called before every send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  export interface AutocannonResult {
    latency: Histogram;
    requests: Histogram & { total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface AutocannonInstance {
    /** Every answer, with its latency in milliseconds (fractional). */
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, latencyMs: number) => void): AutocannonInstance;
  }

  export default function autocannon(options: AutocannonOptions, done: (err: Error | null, result: AutocannonResult) => void): AutocannonInstance;
}
