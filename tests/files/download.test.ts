import { describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/files/[id]/download/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/files/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/files/route";
import { attachmentDisposition } from "@/lib/services/files/download-response";
import { signedDownloadUrl } from "@/lib/services/files/download-url";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { csvBytes, download, INVALID_LINK, pdfBytes, pngBytes, upload } from "./file-fixtures";
import { errorEnvelope } from "../auth/auth-client";

async function uploaded(token: string, name: string, bytes: Buffer) {
  const { status, body } = await upload(uploadRoute, { token }, { name, bytes });
  expect(status).toBe(201);
  return body as { id: string; signedUrl: string; name: string };
}

function withQuery(url: string, changes: Record<string, string>) {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(changes)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

describe("GET /files/{id}/download", () => {
  it("streams the exact bytes as an attachment, without a credential", async () => {
    const { token } = await createTestTeam();
    const bytes = pngBytes();
    const file = await uploaded(token, "logo.png", bytes);
    const response = await download(downloadRoute, file.signedUrl, file.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="logo.png"; filename*=UTF-8''logo.png`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(response.headers.get("x-ratelimit-limit")).toBe("100");
  });

  it("encodes a non-ASCII name (RFC 8187) and labels text as UTF-8", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "Café l'été (1).csv", csvBytes());
    const response = await download(downloadRoute, file.signedUrl, file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Caf_ l'_t_ (1).csv"; filename*=UTF-8''Caf%C3%A9%20l%27%C3%A9t%C3%A9%20%281%29.csv`,
    );
    // Quotes and backslashes cannot be sent in a multipart file name, but a stored name may hold them.
    expect(attachmentDisposition('say "hi"\\100%.txt')).toBe(
      `attachment; filename="say _hi__100_.txt"; filename*=UTF-8''say%20%22hi%22%5C100%25.txt`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(csvBytes());
  });

  it("answers a fresh link on every read of the file", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "brochure.pdf", pdfBytes());
    const read = await callRoute(getRoute, apiRequest(`/files/${file.id}`, { token }), { id: file.id });
    const { signedUrl } = await read.json();
    const response = await download(downloadRoute, signedUrl, file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes());
  });

  it("refuses an altered signature, a moved expiry, another file's link and an expired link with 403", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const other = await uploaded(token, "other.png", pngBytes());
    const signature = new URL(file.signedUrl).searchParams.get("signature")!;
    const expires = Number(new URL(file.signedUrl).searchParams.get("expires"));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;

    const attempts = [
      { label: "altered signature", url: withQuery(file.signedUrl, { signature: flipped }), id: file.id },
      { label: "made-up signature", url: withQuery(file.signedUrl, { signature: "F".repeat(64) }), id: file.id },
      { label: "not hex", url: withQuery(file.signedUrl, { signature: "zz" }), id: file.id },
      {
        label: "expiry moved later",
        url: withQuery(file.signedUrl, { expires: String(expires + 86400) }),
        id: file.id,
      },
      { label: "expiry with a leading zero", url: withQuery(file.signedUrl, { expires: `0${expires}` }), id: file.id },
      { label: "another file's id", url: file.signedUrl.replace(file.id, other.id), id: other.id },
      { label: "expired", url: signedDownloadUrl(file.id, Date.now() - 3601 * 1000), id: file.id },
    ];
    for (const { label, url, id } of attempts) {
      const response = await download(downloadRoute, url, id);
      expect({ label, status: response.status, body: await response.json() }).toEqual({
        label,
        status: 403,
        body: INVALID_LINK,
      });
    }
    // A link signed just now is good, so the refusals above came from the alterations.
    expect((await download(downloadRoute, signedDownloadUrl(file.id), file.id)).status).toBe(200);
  });

  it("refuses a link without its signature as invalid input", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const url = new URL(file.signedUrl);
    url.searchParams.delete("signature");
    const response = await download(downloadRoute, url.toString(), file.id);
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual({ signature: expect.any(String) });
  });

  it("answers 404 once the file is deleted, even through a link made before", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const deleted = await callRoute(deleteRoute, apiRequest(`/files/${file.id}`, { method: "DELETE", token }), {
      id: file.id,
    });
    expect(deleted.status).toBe(200);
    const response = await download(downloadRoute, file.signedUrl, file.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "File not found"));
  });
});
