// Whether this process is on its way out. Set by the graceful shutdown (lib/runtime/serve.ts,
// jobs/worker.ts) before anything stops, so that GET /ready answers 503 at once and a load balancer
// stops sending new requests, and long jobs (a campaign run) hand the rest of their work to a
// fresh job instead of holding the shutdown up.
//
// Kept on globalThis: Next.js compiles route handlers and the server into separate bundles of
// the same process, and each must see the one flag.

const globalForLifecycle = globalThis as unknown as { sendwellShuttingDown?: boolean };

export function isShuttingDown(): boolean {
  return globalForLifecycle.sendwellShuttingDown === true;
}

export function markShuttingDown(): void {
  globalForLifecycle.sendwellShuttingDown = true;
}
