import { createSign, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https, { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeSelfSignedCert } from "../helpers/self-signed-cert";
import { effects, INVALID_SIGNATURE, postEvents, providerFixture } from "./fixtures";

// Amazon SES events through an SNS HTTPS subscription (docs/contract.md section 20). A loopback
// HTTPS server plays SNS: it serves the signing certificate (a throwaway self-signed one, which
// this process trusts as it would Amazon's) and the SubscribeURL. Messages are signed the way SNS
// documents it: SHA1withRSA (SignatureVersion 1) or SHA256withRSA (2) over "Key\nvalue\n" of the
// message's fields in order. SNS_CERT_HOST admits the loopback host, as the default admits
// sns.<region>.amazonaws.com.

vi.hoisted(() => {
  process.env.SNS_CERT_HOST = "127.0.0.1:*";
});

const folder = mkdtempSync(path.join(tmpdir(), "sns-cert-"));
writeSelfSignedCert(folder, { commonName: "127.0.0.1", days: 1, altNames: "IP:127.0.0.1" });
const certificate = readFileSync(path.join(folder, "cert.pem"), "utf8");
const privateKey = readFileSync(path.join(folder, "key.pem"), "utf8");

let sns: Server;
let origin = "";
const confirmations: string[] = [];

beforeAll(async () => {
  sns = createServer({ key: privateKey, cert: certificate }, (request, response) => {
    if (request.url?.startsWith("/SimpleNotificationService-test.pem")) return response.end(certificate);
    if (request.url?.startsWith("/confirm")) confirmations.push(request.url);
    response.end("<ConfirmSubscriptionResponse/>");
  });
  await new Promise<void>((resolve) => sns.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(sns.address() as AddressInfo).port}`;
  https.globalAgent.options.ca = [certificate];
});
afterAll(async () => {
  await new Promise((resolve) => sns.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

const NOTIFICATION_KEYS = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"];
const SUBSCRIPTION_KEYS = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];

function snsMessage(fields: Record<string, string>, { version = "1", signWith = privateKey, certHost = origin } = {}) {
  const message: Record<string, string> = {
    MessageId: "165545c9-2a5c-472c-8df2-7ff2be2b3b1b",
    TopicArn: "arn:aws:sns:eu-west-1:123456789012:ses-events",
    Timestamp: new Date().toISOString(),
    SignatureVersion: version,
    SigningCertURL: `${certHost}/SimpleNotificationService-test.pem`,
    ...fields,
  };
  const keys = message.Type === "Notification" ? NOTIFICATION_KEYS : SUBSCRIPTION_KEYS;
  const signer = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256");
  for (const key of keys) if (key in message) signer.update(`${key}\n${message[key]}\n`);
  message.Signature = signer.sign(signWith, "base64");
  return JSON.stringify(message);
}

function sesBounce(fixture: Awaited<ReturnType<typeof providerFixture>>) {
  return JSON.stringify({
    notificationType: "Bounce",
    bounce: {
      bounceType: "Permanent",
      bounceSubType: "General",
      bouncedRecipients: [
        { emailAddress: fixture.contact.email, status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" },
      ],
      timestamp: new Date().toISOString(),
    },
    mail: { messageId: fixture.email.providerMessageId, commonHeaders: { messageId: fixture.email.messageId } },
  });
}

describe("SES events through SNS", () => {
  it("confirms a signed subscription by fetching its SubscribeURL", async () => {
    const fixture = await providerFixture("ses");
    const payload = snsMessage({
      Type: "SubscriptionConfirmation",
      Message: "You have chosen to subscribe to the topic",
      Token: "2336412f37fb687f5d51e6e2425c464de",
      SubscribeURL: `${origin}/confirm?Action=ConfirmSubscription&Token=2336412f37fb687f5d51e6e2425c464de`,
    });
    expect(await postEvents(fixture.config.id, payload)).toEqual({
      status: 200,
      body: { received: 0, recorded: 0, ignored: 0, confirmed: true },
    });
    expect(confirmations).toEqual(["/confirm?Action=ConfirmSubscription&Token=2336412f37fb687f5d51e6e2425c464de"]);
  });

  it.each(["1", "2"])("a bounce signed with SignatureVersion %s has section 14's effects", async (version) => {
    const fixture = await providerFixture("ses");
    const payload = snsMessage({ Type: "Notification", Message: sesBounce(fixture) }, { version });
    expect(await postEvents(fixture.config.id, payload)).toEqual({
      status: 200,
      body: { received: 1, recorded: 1, ignored: 0 },
    });
    const after = await effects(fixture);
    expect(after.email.status).toBe("BOUNCED");
    expect(after.contact.status).toBe("BOUNCED");
    expect(after.entries[0]).toMatchObject({
      event: "bounce",
      metadata: expect.objectContaining({ kind: "hard", status: "5.1.1", source: "provider:ses" }),
    });
  });

  it("refuses a message signed by another key, one whose certificate is off the SNS host, and a forged subscription", async () => {
    const fixture = await providerFixture("ses");
    const { privateKey: otherKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const forged = [
      snsMessage({ Type: "Notification", Message: sesBounce(fixture) }, { signWith: otherKey }),
      snsMessage({ Type: "Notification", Message: sesBounce(fixture) }, { certHost: "https://evil.example.com" }),
      snsMessage(
        {
          Type: "SubscriptionConfirmation",
          Message: "subscribe",
          Token: "t",
          SubscribeURL: `${origin}/confirm?Token=forged`,
        },
        { signWith: otherKey },
      ),
    ];
    for (const payload of forged) {
      const { status, body } = await postEvents(fixture.config.id, payload);
      expect(status).toBe(401);
      expect(body).toEqual({ ...INVALID_SIGNATURE, timestamp: expect.any(String) });
    }
    expect(confirmations.some((url) => url.includes("forged"))).toBe(false);
    expect((await effects(fixture)).entries).toEqual([]);
  });
});
