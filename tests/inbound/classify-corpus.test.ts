import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classifyMessage } from "@/lib/inbound/classify-message";
import { parseInbound } from "@/lib/inbound/parse-inbound";

// The corpus (tests/inbound/corpus/*.eml): bounce, complaint and auto-reply messages in the shapes
// of RFC 3464, RFC 5965, RFC 3834 and of Gmail, Outlook/Exchange, Yahoo, Postfix, Exim and qmail,
// each with its expected classification in expected.json.

const dir = path.join(import.meta.dirname, "corpus");
const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as Record<
  string,
  Record<string, unknown>
>;
const classify = async (name: string) => classifyMessage(await parseInbound(readFileSync(path.join(dir, name))));

describe("inbound classification corpus", () => {
  it("has an expectation for every fixture, and at least 15 of them", () => {
    const fixtures = readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .sort();
    expect(Object.keys(expected).sort()).toEqual(fixtures);
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, want] of Object.entries(expected)) {
    it(`${name} -> ${want.outcome}${want.kind ? ` (${want.kind})` : ""}`, async () => {
      const got = await classify(name);
      expect(got.outcome).toBe(want.outcome);
      if (got.outcome === "bounce") {
        expect(got.bounce).toMatchObject({ kind: want.kind, status: want.status, recipient: want.recipient });
        if (want.diagnosticCode) expect(got.bounce.diagnosticCode).toBe(want.diagnosticCode);
        else expect(got.bounce.diagnosticCode).toEqual(expect.any(String));
        expect(got.originalMessageIds).toEqual(want.originalMessageId ? [want.originalMessageId] : []);
      }
      if (got.outcome === "complaint") {
        expect(got).toMatchObject({ feedbackType: want.feedbackType, recipient: want.recipient });
        expect(got.originalMessageIds).toEqual([want.originalMessageId]);
      }
      if (got.outcome === "reply") {
        expect(got.automatic).toBe(want.automatic);
        expect(got.referenced).toEqual(want.referenced);
        if (want.snippet) expect(got.snippet).toBe(want.snippet);
      }
    });
  }

  it("survives malformed MIME: an unterminated multipart with a broken header becomes ignored, not an error", async () => {
    const raw = Buffer.from(
      'Content-Type: multipart/report; report-type=delivery-status; boundary="X"\nSubject: =?utf-8?B?!!!?=\nFrom: <<<\n\n--X\nContent-Type: message/delivery-status\n\nAction failed without colon\n',
    );
    const got = classifyMessage(await parseInbound(raw));
    expect(got.outcome).toBe("ignored");
  });
});
