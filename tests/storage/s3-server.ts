import type { IncomingMessage } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "sendwell-test";
// s3rver's one built-in account; it checks request signatures against it.
export const TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A real S3-compatible server on a free port, with TEST_BUCKET, storing under a fresh temp directory. */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), "sendwell-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  // Every request as "METHOD /path?query", so tests can see how the driver talks to the store.
  const requests: string[] = [];
  server.httpServer.prependListener("request", (request: IncomingMessage) =>
    requests.push(`${request.method} ${request.url}`),
  );
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    requests,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
