import type { ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { closeServer, listenLocal, parseMail, waitForMail } from "../helpers/smtp-peer-kit";

// A real SMTP server for the delivery tests whose answers can be scripted per recipient (a 451
// once, a 550 always), recording when each message arrived and its envelope.

type Arrival = { mail: ParsedMail; envelopeTo: string[]; receivedAt: number };
type Refusal = { code: number; message: string; times: number; stage: "rcpt" | "data" };

export async function startScriptedPeer() {
  const arrivals: Arrival[] = [];
  const refusals = new Map<string, Refusal>();
  // While held, every message's answer to DATA waits: the senders stay in their SMTP exchange.
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.stage === "rcpt" && refusal.times > 0) {
        refusal.times -= 1;
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const refusal = envelopeTo
        .map((address) => refusals.get(address))
        .find((found) => found?.stage === "data" && found.times > 0);
      if (refusal) {
        refusal.times -= 1;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })));
        return;
      }
      const answer: typeof callback = (...reply) => void (held ?? Promise.resolve()).then(() => callback(...reply));
      parseMail(stream, answer, (mail) => arrivals.push({ mail, envelopeTo, receivedAt: Date.now() }));
    },
  });
  server.on("error", () => {});
  const port = await listenLocal(server);

  const arrivalsTo = (address: string) =>
    arrivals.filter((arrival) => arrival.envelopeTo.includes(address.toLowerCase()));

  const mailTo = (address: string, timeoutMs = 10_000) =>
    waitForMail(address, () => arrivalsTo(address)[0]?.mail, timeoutMs, 25);

  /** The next `times` RCPT TO (or end of DATA) for `address` are answered `code message`. */
  function refuse(
    address: string,
    code: number,
    message: string,
    { times = Infinity, stage = "rcpt" }: { times?: number; stage?: "rcpt" | "data" } = {},
  ) {
    refusals.set(address.toLowerCase(), { code, message, times, stage });
  }

  /** Holds every answer to DATA until the returned function is called. */
  function holdAnswers(): () => void {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  }

  return { host: "127.0.0.1", port, arrivals, arrivalsTo, mailTo, refuse, holdAnswers, close: closeServer(server) };
}
