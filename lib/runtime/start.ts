import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import next from "next";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging";
import { startTrackingIngest } from "@/lib/services/tracking";
import { exitGracefullyOnSignals } from "./graceful-shutdown";
import { createHttpServer } from "./http-server";
import { prepareDatabase } from "./prepare";
import { createRequestListener } from "./request-listener";

// `npm start`: build when there is no build yet, migrate and seed, then serve the app and, through
// instrumentation.ts, the job worker, all in this one process (the embedded database allows one).
// `npm run start:web` (`--web`): the same without the job worker, for deployments that run
// `npm run worker` processes next to any number of web processes on one PostgreSQL.

function buildIfNeeded() {
  if (existsSync(path.resolve(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) return;
  logger.info("No production build found: building (one time, a few minutes)");
  execFileSync(path.resolve("node_modules", ".bin", "next"), ["build"], { stdio: "inherit" });
}

async function main() {
  // instrumentation.ts reads JOBS_WORKER when Next.js starts, in its own bundle (its own lib/env),
  // so the role is handed over as the setting it stands for.
  if (process.argv.includes("--web")) process.env.JOBS_WORKER = "false";
  buildIfNeeded();
  prepareDatabase();
  // tsx turns Node's source-map support on for the whole process, and Node then parses and keeps
  // the source map of every server chunk Next.js loads (mappings and full original sources): about
  // 90 MB of an idle server's heap (bench/README.md, server-memory). `next start` runs without it;
  // so does this server from here on (the TypeScript files tsx loaded so far keep theirs).
  process.setSourceMapsEnabled(false);
  // Stores what a killed predecessor answered and left in the tracking spool, before serving.
  await startTrackingIngest();

  const app = next({ dev: false, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createHttpServer(createRequestListener(handle));
  server.listen(env.PORT, () =>
    logger.info(
      { url: env.APP_URL, port: env.PORT, role: process.env.JOBS_WORKER === "false" ? "web" : "web+worker" },
      "Sendwell is ready",
    ),
  );
  exitGracefullyOnSignals(server);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "Sendwell failed to start");
  process.exit(1);
});
