import { existingProcessSingleton, processSingleton } from "./singletons";

// Whether this process is on its way out. Set by the graceful shutdown (lib/runtime/graceful-shutdown.ts, for
// the server and jobs/worker.ts) before anything stops, so that GET /ready answers 503 at once and
// a load balancer stops sending new requests, and long jobs (a campaign run) hand the rest of their
// work to a fresh job instead of holding the shutdown up. A process singleton without a closer:
// route handlers and the server see the one flag, and it stays set while shutdown closes the rest.

export function isShuttingDown(): boolean {
  return existingProcessSingleton<true>("runtime.shutting-down") === true;
}

export function markShuttingDown(): void {
  processSingleton("runtime.shutting-down", () => true as const);
}
