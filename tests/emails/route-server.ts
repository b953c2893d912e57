import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/api/with-api";

// A real HTTP server in front of route handlers, for clients that only speak HTTP (the `resend`
// SDK calls fetch against a base URL). Routes are `METHOD /api/v1/path` with `:id` segments.

type Routes = Record<string, RouteHandler>;

function match(routes: Routes, method: string, pathname: string) {
  for (const [key, handler] of Object.entries(routes)) {
    const [routeMethod, pattern] = key.split(" ");
    if (routeMethod !== method) continue;
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      })}$`,
    );
    const found = regex.exec(pathname);
    if (found)
      return {
        handler,
        params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])])),
      };
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startRouteServer(routes: Routes) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const found = match(routes, request.method ?? "GET", url.pathname);
    if (!found) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not_found" }));
      return;
    }
    const body = await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    const nextRequest = new NextRequest(url.toString().replace("http://127.0.0.1", `http://${request.headers.host}`), {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const answer = await found.handler(nextRequest, { params: Promise.resolve(found.params) });
    response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { baseUrl, close };
}
