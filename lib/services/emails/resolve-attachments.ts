import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { detectMimeType } from "nodemailer/lib/mime-funcs/mime-types";
import { ApiError } from "@/lib/api/errors";
import { resolvePublicTarget } from "@/lib/mail/private-targets";
import { guardedLookup } from "@/lib/webhooks/post-webhook";
import { ATTACHMENTS_TOTAL_LIMIT, type AttachmentBody, type ResolvedAttachment } from "@/lib/validation/attachments";

// Turns the attachments of a request into bytes once, when the email is created, so every retry of
// the send sends exactly those bytes (they are stored in EmailAttachment). A `path` is fetched with
// the webhook rules (docs/contract.md section 12): the private-target check runs on the address the socket
// connects to (no DNS rebinding), redirects are not followed, 10 s in all, and reading stops at the
// 40 MB budget left.

const FETCH_TIMEOUT_MS = 10_000;
const MB = 1024 * 1024;

const tooLarge = (field: string) =>
  ApiError.unprocessable(`Attachments may total at most ${ATTACHMENTS_TOTAL_LIMIT / MB} MB per email`, {
    [field]: `must total at most ${ATTACHMENTS_TOTAL_LIMIT / MB} MB`,
  });

const unfetchable = (field: string, reason: string) =>
  ApiError.unprocessable(`An attachment could not be fetched: ${reason}`, {
    [field]: `could not be fetched: ${reason}`,
  });

async function fetchPath(
  url: string,
  budget: number,
  field: string,
): Promise<{ bytes: Buffer; contentType: string | null }> {
  const target = new URL(url);
  const bareHost = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    if (isIP(bareHost)) await resolvePublicTarget(bareHost, { field: "url" });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = (target.protocol === "https:" ? https : http).get(target, {
        lookup: guardedLookup,
        signal,
        headers: { "user-agent": "Sendwell-Attachments/1" },
      });
      request.on("response", resolve);
      request.on("error", reject);
    });
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      throw unfetchable(
        field,
        status >= 300 && status < 400
          ? `redirects are not followed (HTTP ${status})`
          : `the server answered HTTP ${status}`,
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) {
        response.destroy();
        throw tooLarge(field);
      }
      chunks.push(chunk);
    }
    return {
      bytes: Buffer.concat(chunks),
      contentType: response.headers["content-type"]?.split(";")[0].trim() || null,
    };
  } catch (error) {
    const cause = (error as { cause?: unknown })?.cause ?? error;
    if (cause instanceof ApiError)
      throw cause.status === 400 ? unfetchable(field, "its host is a private or loopback address") : cause;
    throw unfetchable(
      field,
      signal.aborted
        ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
        : cause instanceof Error
          ? cause.message
          : String(cause),
    );
  }
}

function fileNameOf(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  return last.replace(/[\r\n]/g, "") || "attachment";
}

/** Decodes and fetches the attachments, in order; 422 past 40 MB in all or for a path that fails. */
export async function resolveAttachments(
  list: AttachmentBody[] | undefined,
  field = "attachments",
): Promise<ResolvedAttachment[]> {
  const resolved: ResolvedAttachment[] = [];
  let total = 0;
  for (const [index, item] of (list ?? []).entries()) {
    const at = `${field}.${index}`;
    let bytes: Buffer;
    let fetchedType: string | null = null;
    if (item.content !== undefined) {
      // Decoded size first (3 bytes per 4 characters), so an oversized body is refused before decoding.
      if (total + Math.floor((item.content.replace(/\s/g, "").length * 3) / 4) > ATTACHMENTS_TOTAL_LIMIT + 2)
        throw tooLarge(field);
      bytes = Buffer.from(item.content, "base64");
    } else {
      ({ bytes, contentType: fetchedType } = await fetchPath(
        item.path!,
        ATTACHMENTS_TOTAL_LIMIT - total,
        `${at}.path`,
      ));
    }
    total += bytes.length;
    if (total > ATTACHMENTS_TOTAL_LIMIT) throw tooLarge(field);
    const filename = item.filename ?? fileNameOf(item.path!);
    resolved.push({
      filename,
      content: bytes,
      contentType: item.contentType ?? fetchedType ?? detectMimeType(filename),
      contentId: item.contentId ?? null,
    });
  }
  return resolved;
}
