// `npm run bench`: every benchmark, one after another, each in its own process so that each
// gets a fresh database and module graph.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { scriptNodeArgs } from "./script-node-args";

const BENCHMARKS = ["api-frame.ts", "contact-import.ts", "import-large.ts", "send-pipeline.ts", "message-costs.ts", "campaign-send.ts", "campaign-memory.ts", "tracking-ingest.ts", "server-memory.ts", "analytics-reports.ts", "inbound-intake.ts", "smtp-submission.ts", "segments.ts"];
const only = process.argv[2];

// The import benchmarks run the import job in their own process, as `npm run worker` runs it: under
// the worker's Node options. A plain process lets V8 grow its heap to four times what is live, and
// the import's garbage then shows as resident memory that no worker would hold (bench/README.md,
// import-large).
const RUN_AS_WORKER = new Set(["contact-import.ts", "import-large.ts"]);

for (const file of BENCHMARKS.filter((name) => !only || name.startsWith(only))) {
  const nodeArgs = RUN_AS_WORKER.has(file) ? scriptNodeArgs("worker") : [];
  execFileSync(process.execPath, [...nodeArgs, "--import", "tsx", path.join("bench", file)], { stdio: "inherit" });
}
