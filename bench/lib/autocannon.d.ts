// The part of autocannon 8 the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  };
  export type Request = {
    method?: string;
    path?: string;
    setupRequest?: (request: Request) => Request;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
