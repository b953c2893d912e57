// `npm run bench`: every benchmark, one after another, each in its own process so that each
// gets a fresh database and module graph.
import { execFileSync } from "node:child_process";
import path from "node:path";

const BENCHMARKS = ["api-frame.ts", "contact-import.ts", "import-large.ts", "send-pipeline.ts", "message-costs.ts", "campaign-send.ts", "campaign-memory.ts", "tracking-ingest.ts", "server-memory.ts", "analytics-reports.ts", "inbound-intake.ts", "smtp-submission.ts", "segments.ts"];
const only = process.argv[2];

for (const file of BENCHMARKS.filter((name) => !only || name.startsWith(only))) {
  execFileSync(path.resolve("node_modules", ".bin", "tsx"), [path.join("bench", file)], { stdio: "inherit" });
}
