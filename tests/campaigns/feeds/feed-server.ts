import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on loopback serving feed fixtures to the feed tests: each path answers a body
// (set or changed by the test), or misbehaves the ways a feed can (never answers, too big).

export type FeedRoute =
  | { body: string; type?: string; status?: number }
  | { hang: true }
  | { bytes: number }
  | { redirect: string };

export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const route = routes.get(request.url ?? "");
    if (!route) return response.writeHead(404).end("not found");
    if ("hang" in route) return void hanging.add(response);
    if ("redirect" in route) return response.writeHead(302, { location: route.redirect }).end();
    if ("bytes" in route) {
      // Streamed without a length, so the limit is met while reading, not from a header.
      response.writeHead(200, { "content-type": "application/rss+xml" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let left = route.bytes;
      const write = () => {
        while (left > 0) {
          const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
          left -= piece.length;
          if (!response.write(piece)) return void response.once("drain", write);
        }
        response.end();
      };
      response.on("error", () => {});
      return write();
    }
    response.writeHead(route.status ?? 200, { "content-type": route.type ?? "application/rss+xml; charset=utf-8" });
    response.end(route.body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve: (path: string, route: FeedRoute) => routes.set(path, route),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
