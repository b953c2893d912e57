import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an AI provider on loopback: it records every request (method, path with
// query, headers, JSON body) and answers from a script of replies, one per request, then the
// default reply. Replies speak the provider's wire format (see openAiAnswer and anthropicAnswer).

// biome-ignore lint/suspicious/noExplicitAny: the recorded JSON body is whatever the SDK sent; tests read it freely
export type SeenRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: any };

export type Reply = { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | "hang";

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

export async function startStandIn(defaultReply: (request: SeenRequest) => Reply) {
  const seen: SeenRequest[] = [];
  const script: Reply[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const entry = { method: request.method ?? "", path: request.url ?? "", headers: request.headers, body };
    seen.push(entry);
    const reply = script.shift() ?? defaultReply(entry);
    if (reply === "hang") {
      hanging.add(response);
      return;
    }
    const payload = reply.text ?? JSON.stringify(reply.json ?? {});
    response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    /** The next requests' replies, in order. */
    next: (...replies: Reply[]) => script.push(...replies),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const openAiAnswer = (content: string, usage = { prompt_tokens: 42, completion_tokens: 7 }): Reply => ({
  status: 200,
  json: {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "stand-in",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  },
});

export const anthropicAnswer = (text: string, usage = { input_tokens: 30, output_tokens: 9 }): Reply => ({
  status: 200,
  json: {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "stand-in",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    usage,
  },
});

/** A 429 that asks for a 10 ms wait, so the retry is quick. */
export const rateLimited: Reply = {
  status: 429,
  json: { error: { message: "Rate limit reached", type: "rate_limit_error" } },
  headers: { "retry-after-ms": "10" },
};
