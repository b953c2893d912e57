import type { Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";

// A real SMTP server that stops taking mail when told to: it answers MAIL FROM with
// `421 4.3.2 Service shutting down, try later` (which closes the connection), drops the
// connection there without a word, or cuts it in the middle of the message's DATA (never
// acknowledging it), for `times` messages (or until reopened) after letting
// `afterMessages` more through. It counts what it accepted per envelope recipient and every
// refusal. Imports no app module.

type Fault = "421" | "drop" | "cut-data";

export async function startFlakyPeer() {
  const arrivals = new Map<string, number>();
  let fault: { kind: Fault; times: number; letThrough: number } | null = null;
  let accepted = 0;
  let refused = 0;
  const sockets = new Map<string, Socket>();
  const cutInData = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(session, callback) {
      // Kept so that a "drop" can cut this session's connection (smtp-server gives handlers no socket).
      const socket = [...server.connections].find((connection) => connection.id === session.id)?._socket;
      if (socket) sockets.set(session.id, socket);
      callback();
    },
    onClose(session) {
      sockets.delete(session.id);
    },
    onMailFrom(_address, session, callback) {
      if (fault && fault.letThrough > 0) fault.letThrough -= 1;
      else if (fault && fault.times > 0) {
        fault.times -= 1;
        refused += 1;
        if (fault.kind === "cut-data") {
          cutInData.add(session.id);
          return callback();
        }
        if (fault.kind === "drop") {
          sockets.get(session.id)?.destroy();
          return;
        }
        return callback(Object.assign(new Error("4.3.2 Service shutting down, try later"), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      if (cutInData.delete(session.id)) {
        // The first bytes of the message arrive, then the connection goes: no reply to DATA.
        stream.on("error", () => {});
        stream.once("data", () => sockets.get(session.id)?.destroy());
        stream.resume();
        return;
      }
      stream.resume();
      stream.on("end", () => {
        accepted += 1;
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          arrivals.set(address, (arrivals.get(address) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  server.on("error", () => {});
  const port = await listenLocal(server);
  return {
    port,
    /** After `afterMessages` more MAIL FROMs, the next `times` are refused with `kind`. */
    failNext(kind: Fault, times = Number.POSITIVE_INFINITY, afterMessages = 0) {
      fault = { kind, times, letThrough: afterMessages };
    },
    reopen() {
      fault = null;
    },
    count: (address: string) => arrivals.get(address.toLowerCase()) ?? 0,
    accepted: () => accepted,
    refused: () => refused,
    close: closeServer(server),
  };
}
