import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { describe, expect, it } from "vitest";

// The signing thread is loaded from lib/mail/dkim-sign-worker.mjs under the working directory. A
// process started elsewhere (a deployment that left the file out) cannot start it: signing must
// then happen on the main thread, never fail the send. Run in a child process whose working
// directory has no such file.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

const script = `
import { generateDkimKeyPair, signMessage } from ${JSON.stringify(path.join(root, "lib/mail/dkim.ts"))};
const key = await generateDkimKeyPair();
const raw = Buffer.from("From: News <news@brand.test>\\r\\nTo: reader@example.com\\r\\nSubject: Hello\\r\\nMessage-ID: <1@brand.test>\\r\\nDate: Wed, 25 Nov 2026 10:00:00 +0000\\r\\nMIME-Version: 1.0\\r\\nContent-Type: text/plain\\r\\n\\r\\nHello there\\r\\n");
const first = await signMessage(raw, { domainName: "brand.test", keySelector: key.selector, privateKey: key.privateKey });
const second = await signMessage(raw, { domainName: "brand.test", keySelector: key.selector, privateKey: key.privateKey });
const { buildMessage } = await import(${JSON.stringify(path.join(root, "lib/mail/build-message.ts"))});
const built = await buildMessage({ from: "news@brand.test", to: "reader@example.com", subject: "Built", html: "<p>Hi</p>", text: "Hi" }, { domainName: "brand.test", keySelector: key.selector, privateKey: key.privateKey });
console.log("RESULT " + JSON.stringify({ messages: [first.toString(), second.toString(), built.toString()], publicKey: key.publicKey, selector: key.selector }));
`;

describe("DKIM signing without a signing thread", () => {
  it("signs (and builds) on the main thread when the thread file is missing, and the signatures verify", async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), "sendwell-no-worker-"));
    try {
      const tsx = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
      const { stdout } = await run(process.execPath, ["--import", tsx, "--input-type=module", "-e", script], {
        cwd: elsewhere,
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
          NODE_PATH: path.join(root, "node_modules"),
        },
        timeout: 60_000,
      });
      const line = stdout.split("\n").find((text) => text.startsWith("RESULT "));
      const { messages, publicKey, selector } = JSON.parse(line!.slice("RESULT ".length)) as {
        messages: string[];
        publicKey: string;
        selector: string;
      };
      const resolver = async (name: string) => {
        if (name !== `${selector}._domainkey.brand.test`)
          throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
        return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
      };
      expect(messages).toHaveLength(3);
      for (const message of messages) {
        const result = await dkimVerify(Buffer.from(message), { resolver });
        expect(result.results.map((entry) => ({ result: entry.status.result, domain: entry.signingDomain }))).toEqual([
          { result: "pass", domain: "brand.test" },
        ]);
      }
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 90_000);
});
