// Runs one IMAP config's sync job in its own process, for the kill test (intake-crash.test.ts):
// `tsx tests/inbound/run-sync-child.ts <imapConfigId>` with the test's environment (and
// NODE_EXTRA_CA_CERTS trusting the test Dovecot's certificate). The job is taken from the registry,
// as the worker takes it.
import { jobDefinitions } from "@/jobs/registry";

const imapConfigId = process.argv[2];
const logger = { info() {}, warn: (message: string, fields?: object) => console.error(message, fields), error() {} };
const syncJob = jobDefinitions.find((job) => job.name === "sync-imap-config")!;
syncJob
  .handler({ imapConfigId }, { jobId: "child", attempt: 0, logger })
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
