// The production server's pieces in a child process, for the SIGTERM tests (graceful-shutdown
// .test.ts): the request listener (open pixels answered and recorded by the batched recorder),
// a stand-in for Next.js serving GET /api/v1/ready through its route handler and a slow
// /slow request, the pg-boss worker with `--worker`, and the same signal handling and tracking
// recorder (its writing thread on PostgreSQL) as `npm start`.
// `tsx tests/ops/serve-child.ts [--worker]`; prints "LISTENING <port>" when it takes traffic.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { GET as ready } from "@/app/api/v1/ready/route";
import { startWorker } from "@/jobs/drivers/pg-boss";
import { exitGracefullyOnSignals } from "@/lib/runtime/graceful-shutdown";
import { createRequestListener } from "@/lib/runtime/request-listener";
import { useRecorderThreadWhenEnabled } from "@/lib/services/tracking";

async function nextStandIn(request: IncomingMessage, response: ServerResponse) {
  if (request.url === "/slow") {
    setTimeout(() => response.writeHead(200, { "Content-Type": "text/plain" }).end("done"), 1_500);
    return;
  }
  if (request.url === "/api/v1/ready") {
    const answer = await ready(new NextRequest("http://localhost/api/v1/ready"), { params: Promise.resolve({}) });
    response.writeHead(answer.status, { "Content-Type": "application/json" }).end(await answer.text());
    return;
  }
  response.writeHead(404).end();
}

await useRecorderThreadWhenEnabled();
if (process.argv.includes("--worker")) await startWorker({ pollingIntervalSeconds: 0.5 });
const server = createServer(createRequestListener((request, response) => void nextStandIn(request, response)));
server.listen(0, "127.0.0.1", () => process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`));
exitGracefullyOnSignals(server);
