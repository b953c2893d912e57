import pino from "pino";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";

// The one logger of the server, the worker and the jobs: JSON lines on stdout (one object per
// event, with `time`, `level`, `msg` and fields), which log collectors read without parsing text.
// Scoped loggers carry their ids: `logger.child({ requestId })` per HTTP request,
// `logger.child({ jobId, job })` per job run. Tests run silent unless LOG_LEVEL says otherwise.

export type Logger = pino.Logger;

// No closer: shutdown still logs after closing the rest, and stdout needs no flush.
export const logger: Logger = processSingleton("logging.logger", () =>
  pino({
    level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    base: { pid: process.pid, service: "sendwell" },
    // Errors logged as { err } keep their stack and message; nothing sensitive rides along.
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'req.headers["x-api-key"]', "password", "token"],
      remove: true,
    },
  }),
);
