import { ApiError } from "./errors";

const JSON_BODY_LIMIT = 1024 * 1024;

async function readCapped(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw ApiError.payloadTooLarge(limitBytes);
  if (!request.body) return "";
  // The declared length can lie (or be absent with chunked encoding): count what arrives.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      throw ApiError.payloadTooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON request body: 413 past the limit, 400 for another content type or broken JSON. */
export async function readJsonBody(request: Request, limitBytes = JSON_BODY_LIMIT): Promise<unknown> {
  const text = await readCapped(request, limitBytes);
  if (text.trim() === "") return undefined;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw ApiError.validation("Content-Type must be application/json", {
      "content-type": `expected application/json, received ${contentType || "nothing"}`,
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.validation("Malformed JSON in request body", { body: "is not valid JSON" });
  }
}
