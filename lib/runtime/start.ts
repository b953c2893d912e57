import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { env } from "@/lib/env";
import { prepareDatabase } from "./prepare";
import { createRequestListener } from "./request-listener";

// `npm start`: build when there is no build yet, migrate and seed, then serve the app and, through
// instrumentation.ts, the job worker, all in this one process (the embedded database allows one).

function buildIfNeeded() {
  if (existsSync(path.resolve(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) return;
  console.log("> No production build found: building (one time, a few minutes)");
  execFileSync(path.resolve("node_modules", ".bin", "next"), ["build"], { stdio: "inherit" });
}

async function main() {
  buildIfNeeded();
  prepareDatabase();

  const app = next({ dev: false, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer(createRequestListener(handle));
  server.listen(env.PORT, () => console.log(`> Sendwell is ready on ${env.APP_URL} (port ${env.PORT})`));

  const shutdown = async (signal: string) => {
    console.log(`> ${signal}: shutting down`);
    server.close();
    const { shutdownRuntime } = await import("./shutdown");
    await shutdownRuntime();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
