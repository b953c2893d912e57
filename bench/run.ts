// `npm run bench`: every benchmark, one after another, each in its own process so that each
// gets a fresh database and module graph.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { scriptNodeArgs } from "./script-node-args";

const BENCHMARKS = [
  "api-frame.ts",
  "contact-import.ts",
  "import-large.ts",
  "send-pipeline.ts",
  "message-costs.ts",
  "campaign-send.ts",
  "campaign-memory.ts",
  "campaign-fanout.ts",
  "campaign-first-message.ts",
  "tracking-ingest.ts",
  "server-memory.ts",
  "analytics-reports.ts",
  "inbound-intake.ts",
  "smtp-submission.ts",
  "segments.ts",
  "contact-activity.ts",
  "import-hand-off.ts",
  "tracking-retention.ts",
  "pre-send-check.ts",
  "transactional-under-broadcast.ts",
  "webhook-delivery.ts",
  "soak.ts",
  "rebuild-fold-js.ts",
];
// The soak runs for half an hour, and rebuild-fold-js reads what an analytics-reports run left:
// only when named (`npm run bench soak`).
const ON_REQUEST = new Set(["soak.ts", "rebuild-fold-js.ts"]);
const only = process.argv[2];

// The import benchmarks run the import job in their own process under the Node options of the
// process that runs it in production: `npm run worker`'s, or with BENCH_IMPORT_PROCESS=start those
// of `npm start` (web and worker in one process). A process without them lets V8 grow its heap to
// four times what is live, and the import's garbage then shows as resident memory that neither
// process would hold (bench/README.md, import-large).
const IMPORT_BENCHMARKS = new Set(["contact-import.ts", "import-large.ts"]);
const importProcess = process.env.BENCH_IMPORT_PROCESS === "start" ? "start" : "worker";
/** Other benchmarks' Node options: the rebuild's fold runs with this young generation in its child
 * process (lib/analytics/rollup/rebuild-in-child.ts). */
const NODE_ARGS: Record<string, string[]> = { "rebuild-fold-js.ts": ["--max-semi-space-size=64"] };

for (const file of BENCHMARKS.filter((name) => (only ? name.startsWith(only) : !ON_REQUEST.has(name)))) {
  const nodeArgs = IMPORT_BENCHMARKS.has(file) ? scriptNodeArgs(importProcess) : (NODE_ARGS[file] ?? []);
  execFileSync(process.execPath, [...nodeArgs, "--import", "tsx", path.join("bench", file)], { stdio: "inherit" });
}
