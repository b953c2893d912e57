import { Readable } from "node:stream";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildMessage } from "@/lib/mail/build-message";
import { generateDkimKeyPair, type DkimSigningKey } from "@/lib/mail/dkim";
import { toRawMailOptions } from "@/lib/services/emails";

// The MIME build runs in the signing thread (lib/mail/build-message.ts). What leaves must be what
// nodemailer builds on the main thread, byte for byte: the same options are built both ways, with
// the three values nodemailer would otherwise pick at random or from the clock (Message-ID, Date,
// the multipart boundary's shared part) fixed. Main-thread builds are counted on MailComposer's
// prototype: the thread's own copy of nodemailer is not the one counted here.

const fixed = {
  messageId: "<fixed-1@brand.test>",
  date: new Date("2026-11-25T10:00:00Z"),
  baseBoundary: "0123456789abcdef",
};

/** A campaign message: HTML and text parts, list headers, non-Latin names, a long line. */
const campaignMessage = (): Mail.Options => ({
  from: '"Chloé at Brand" <news@brand.test>',
  to: "reader@example.com",
  cc: "copy@example.com",
  replyTo: "help@brand.test",
  subject: "Chloé, votre résumé — 週刊ダイジェスト",
  html: `<!doctype html><html><body><p>Bonjour Chloé, ${"lorem ipsum dolor sit amet ".repeat(40)}</p><a href="https://news.example.com/?a=1&b=2">Lire</a></body></html>`,
  text: "Bonjour Chloé\nLire: https://news.example.com/?a=1&b=2",
  headers: {
    "List-Unsubscribe": "<https://brand.test/u/1>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "X-Campaign": "c1",
  },
  textEncoding: "quoted-printable",
  ...fixed,
});

const builtHere = (options: Mail.Options) => new MailComposer(options).compile().build();

let key: DkimSigningKey;
let publicKey: string;
beforeAll(async () => {
  const pair = await generateDkimKeyPair();
  key = { domainName: "brand.test", keySelector: pair.selector, privateKey: pair.privateKey };
  publicKey = pair.publicKey;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const resolver = async (name: string) => {
  if (name !== `${key.keySelector}._domainkey.brand.test`)
    throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
};

describe("building messages in the signing thread", () => {
  it("builds in the thread, byte for byte what nodemailer builds here", async () => {
    const compile = vi.spyOn(MailComposer.prototype, "compile");
    const cases: Mail.Options[] = [
      campaignMessage(),
      { ...campaignMessage(), html: undefined }, // text only: a single part
      { ...campaignMessage(), text: undefined, textEncoding: undefined }, // nodemailer picks the encoding
    ];
    for (const options of cases) {
      const inThread = await buildMessage(options);
      expect(compile).not.toHaveBeenCalled();
      const here = await builtHere(options);
      compile.mockClear();
      expect(inThread.toString("latin1")).toBe(here.toString("latin1"));
    }
    expect((await buildMessage(campaignMessage())).toString()).toMatch(
      /^Content-Type: multipart\/alternative;\r\n boundary="--_NmP-0123456789abcdef-Part_1"/m,
    );
  });

  it("signs in the same hand-off: the signature passes and covers the bytes built here", async () => {
    const compile = vi.spyOn(MailComposer.prototype, "compile");
    const signed = await buildMessage(campaignMessage(), key);
    expect(compile).not.toHaveBeenCalled();
    const here = await builtHere(campaignMessage());
    const text = signed.toString("latin1");
    // One (folded) DKIM-Signature header, then exactly the unsigned message.
    expect(text.endsWith(here.toString("latin1"))).toBe(true);
    expect(text.slice(0, text.length - here.length)).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed;.*\r\n(?:[ \t].*\r\n)*$/,
    );
    const result = await dkimVerify(signed, { resolver });
    expect(result.results.map((entry) => ({ result: entry.status.result, domain: entry.signingDomain }))).toEqual([
      { result: "pass", domain: "brand.test" },
    ]);
  });

  it("toRawMailOptions (both send paths) builds a stored message in the thread", async () => {
    const compile = vi.spyOn(MailComposer.prototype, "compile");
    const stored = {
      from: "news@brand.test",
      to: "reader@example.com",
      subject: "Hi",
      body: "<p>Hi</p>",
      text: "Hi",
      messageId: "<stored-1@brand.test>",
    };
    const options = await toRawMailOptions(stored, key);
    expect(compile).not.toHaveBeenCalled();
    expect(options).toMatchObject({ from: stored.from, to: stored.to, messageId: stored.messageId });
    const raw = options.raw as Buffer;
    expect(raw.toString()).toMatch(/^Message-ID: <stored-1@brand\.test>\r$/m);
    expect((await dkimVerify(raw, { resolver })).results[0].status.result).toBe("pass");
  });

  it("builds here what a thread cannot take: attachments, and options that cannot be copied", async () => {
    const compile = vi.spyOn(MailComposer.prototype, "compile");
    const withFile = { ...campaignMessage(), attachments: [{ filename: "a.pdf", content: Buffer.from("%PDF-1.4") }] };
    const attached = await buildMessage(withFile, key);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(attached.toString()).toMatch(/filename=a\.pdf/);
    expect((await dkimVerify(attached, { resolver })).results[0].status.result).toBe("pass");

    // A stream cannot be copied to a thread (postMessage throws): built here, not failed.
    const streamed = await buildMessage({ ...campaignMessage(), html: Readable.from(["<p>streamed</p>"]) });
    expect(compile).toHaveBeenCalledTimes(2);
    expect(streamed.toString()).toMatch(/<p>streamed<\/p>/);
  });
});
