// The subset of autocannon's API the benchmarks use (the package ships no type declarations).
declare module "autocannon" {
  type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (RequestParams & { setupRequest?: (request: RequestParams) => RequestParams })[];
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    "2xx": number;
    "3xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
