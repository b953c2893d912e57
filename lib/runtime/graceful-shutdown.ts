import type { Server } from "node:http";
import { logger } from "@/lib/logging";
import { markShuttingDown } from "@/lib/process";
import { shutdownRuntime } from "./shutdown";

// SIGTERM (an orchestrator replacing the process) and SIGINT (Ctrl-C) stop a process without
// losing work, in this order (docs/contract.md section 19):
// 1. readiness turns false at once (GET /ready answers 503: the load balancer stops routing here);
// 2. the listener stops accepting; requests already in flight finish, idle keep-alive connections
//    are closed as soon as they are idle;
// 3. the tracking recorder is flushed, the job worker stops taking jobs, running ones finish
//    (an SMTP exchange included; a campaign run hands its rest to a new job), whatever still runs
//    after the bound is failed back to the queue, i.e. its lease released (lib/runtime/shutdown.ts);
// 4. what the process still holds open (servers, SMTP pools, database connections, the embedded
//    database last) is closed, newest first (lib/process/singletons.ts);
// 5. the process exits 0.
// Every wait is bounded by SHUTDOWN_TIMEOUT_MS, so a stuck client cannot keep a process alive.

const SHUTDOWN_TIMEOUT_MS = 30_000;
const IDLE_SWEEP_MS = 50;

/** Stops accepting and resolves once every connection is gone (at most `timeoutMs`). */
export function drainServer(server: Server, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    // close() ends idle keep-alive connections once; a busy one that turns idle afterwards would
    // otherwise wait out its keep-alive timeout, so they are swept until the last is gone.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
  });
}

/** Runs the whole sequence above once; the returned promise settles when the process may exit. */
async function shutdownGracefully(server: Server | null): Promise<void> {
  markShuttingDown();
  if (server) {
    await drainServer(server);
    logger.info("HTTP connections drained");
  }
  await shutdownRuntime();
}

/**
 * Runs shutdownGracefully on the first SIGTERM or SIGINT, then exits 0 (1 when a step failed).
 * A second signal exits at once, for an operator who does not want to wait.
 */
export function exitGracefullyOnSignals(server: Server | null): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "Second signal: exiting without waiting");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "Shutting down gracefully");
    shutdownGracefully(server).then(
      () => {
        logger.info("Shutdown complete");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "Shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
