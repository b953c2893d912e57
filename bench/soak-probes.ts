import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// What the soak (bench/soak.ts) keeps count of besides the server: each request's time by route
// group, and the webhook deliveries that reach a receiver on loopback.

/** Latencies (ms) and answers per route group; a 5xx or a network error is counted apart. */
export class RouteGroupStats {
  private readonly times = new Map<string, number[]>();
  private readonly serverErrors = new Map<string, number>();
  private readonly failures: string[] = [];

  record(group: string, milliseconds: number, status: number, detail: string): void {
    const times = this.times.get(group) ?? [];
    times.push(milliseconds);
    this.times.set(group, times);
    if (status >= 500 || status === 0) {
      this.serverErrors.set(group, (this.serverErrors.get(group) ?? 0) + 1);
      if (this.failures.length < 20) this.failures.push(`${group} ${status} ${detail}`);
    }
  }

  totalServerErrors(): number {
    return [...this.serverErrors.values()].reduce((sum, n) => sum + n, 0);
  }

  firstFailures(): readonly string[] {
    return this.failures;
  }

  /** One line per group: requests, p50, p99, 5xx. */
  table(): string[] {
    return [...this.times.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
        return `  ${group.padEnd(16)} ${String(times.length).padStart(8)} requests   p50 ${at(0.5).toFixed(1).padStart(7)} ms   p99 ${at(0.99).toFixed(1).padStart(8)} ms   5xx ${this.serverErrors.get(group) ?? 0}`;
      });
  }
}

/** An HTTP server that answers 200 to every POST and remembers each `webhook-id` it saw. */
export async function startWebhookReceiver() {
  const seen = new Map<string, number>();
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const id = String(request.headers["webhook-id"] ?? "");
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    /** Distinct ids received, and ids received more than once (a retry after a lost answer). */
    counts: () => ({ distinct: seen.size, repeated: [...seen.values()].filter((n) => n > 1).length }),
    close: () => server.close(),
  };
}
