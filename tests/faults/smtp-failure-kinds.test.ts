import { describe, expect, it } from "vitest";
import { classifySmtpError } from "@/lib/mail/smtp-errors";
import { configUnreachable, peerStalled, runBackoffMs } from "@/lib/services/campaigns/run-backoff";
import { emptyOutcome } from "@/lib/services/emails/send-core/send-outcome";

// Which SMTP failures back a campaign run off and which fail it (lib/services/campaigns/run-backoff.ts),
// on errors shaped as nodemailer raises them. The flaky peer of campaign-smtp-stall.test.ts raises
// the 421, the dropped connection and the cut DATA for real.

const mailerError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("SMTP failure kinds", () => {
  it("a 421, a dropped connection and a timeout are temporary; only a connection never opened is 'unreachable'; all but the dropped connection fail the whole target (a route fails over)", () => {
    const shutDown = classifySmtpError(
      mailerError("Mail command failed", {
        code: "EENVELOPE",
        responseCode: 421,
        response: "421 4.3.2 Service shutting down, try later",
        command: "MAIL FROM",
      }),
    );
    expect(shutDown).toEqual({
      permanent: false,
      message: "421 4.3.2 Service shutting down, try later",
      wholeTarget: true,
    });
    const dropped = classifySmtpError(mailerError("Connection closed unexpectedly", { code: "ECONNECTION" }));
    expect(dropped).toEqual({ permanent: false, message: "Connection closed unexpectedly" });
    const silent = classifySmtpError(mailerError("Greeting never received", { code: "ETIMEDOUT", command: "CONN" }));
    expect(silent).toEqual({ permanent: false, message: "Greeting never received", wholeTarget: true });
    const refused = classifySmtpError(
      mailerError("connect ECONNREFUSED 127.0.0.1:1", { code: "ESOCKET", syscall: "connect", command: "CONN" }),
    );
    expect(refused).toEqual({
      permanent: false,
      message: "connect ECONNREFUSED 127.0.0.1:1",
      unreachable: true,
      wholeTarget: true,
    });
  });

  it("a run backs off 30 s, 1, 2, 4, 8 min, then 10 min at most", () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(runBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });

  it("fails a run only when its first message could not even connect, before any backoff", () => {
    const stalled = { ...emptyOutcome(), retry: [{ id: "e1", error: "connect ECONNREFUSED", unreachable: true }] };
    expect(peerStalled(stalled)).toBe(true);
    expect(configUnreachable(stalled, 0, 0)).toBe(true);
    // Something of the run went through before, or it was already waiting for a peer that answered.
    expect(configUnreachable(stalled, 3, 0)).toBe(false);
    expect(configUnreachable(stalled, 0, 1)).toBe(false);
    const shutDown = { ...emptyOutcome(), retry: [{ id: "e1", error: "421 4.3.2 Service shutting down" }] };
    expect(configUnreachable(shutDown, 0, 0)).toBe(false);
    // A chunk of which something got through is not a stall.
    expect(peerStalled({ ...shutDown, sent: ["e2"] })).toBe(false);
  });
});
