// The production server's tracking ingest in a child process, for tracking-crash.test.ts when no
// production build is at hand (NEXT_DIST_DIR): what lib/runtime/start.ts does before and while it
// serves pixels (startTrackingIngest: the spool drained, then opened; the writing thread on
// PostgreSQL) and its request listener, with a 404 stand-in for Next.js.
// `tsx tests/ops/ingest-child.ts`; prints "LISTENING <port>" when it takes traffic.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@/lib/runtime/request-listener";
import { startTrackingIngest } from "@/lib/services/tracking";

await startTrackingIngest();
const server = createServer(createRequestListener((_request, response) => void response.writeHead(404).end()));
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
