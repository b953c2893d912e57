import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP endpoint for deliveries. Imports no app module. `respond` decides each answer from
// the request count, so a test can script "500, then 200" or "never answer".

type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number };
export type Responder = (request: ReceivedRequest, index: number, response: ServerResponse) => void;

export const answerWith =
  (status: number, body = "ok"): Responder =>
  (_request, _index, response) => {
    response.writeHead(status, { "content-type": "text/plain" });
    response.end(body);
  };

export async function startReceiver(respond: Responder = answerWith(200)) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      received.push(entry);
      respond(entry, received.length - 1, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
