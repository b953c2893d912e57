import { afterAll } from "vitest";
import { startSmtpPeer } from "./smtp-peer";

// Apart from smtp-peer.ts because it sets process.env: a test file that imports it, itself or
// through a helper, runs in a process of its own (tests/setup/isolated-files.ts).

/**
 * An SMTP peer receiving the system mail: SYSTEM_SMTP_URL points at it (lib/env.ts reads it once,
 * so a file imports app modules only after this), and it closes after the file's tests.
 */
export async function startSystemSmtpPeer() {
  const peer = await startSmtpPeer();
  process.env.SYSTEM_SMTP_URL = peer.url;
  afterAll(() => peer.close());
  return peer;
}
