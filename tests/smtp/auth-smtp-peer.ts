import { createServer, type AddressInfo } from "node:net";
import type { ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { closeServer, isMailTo, listenLocal, parseMail, waitForMail } from "../helpers/smtp-peer-kit";

// Real SMTP peers for the SMTP config tests: one that checks a username and password, optionally
// offering STARTTLS or speaking TLS from the start with smtp-server's built-in self-signed
// certificate (which a correct client must refuse to trust).

export type PeerOptions = { username?: string; password?: string; tls?: "none" | "starttls" | "implicit" };

export async function startAuthSmtpPeer({
  username = "mailer",
  password = "s3cret-passw0rd",
  tls = "none",
}: PeerOptions = {}) {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    secure: tls === "implicit",
    disabledCommands: tls === "starttls" || tls === "implicit" ? [] : ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? "");
      if (auth.username === username && auth.password === password) return callback(null, { user: username });
      return callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      parseMail(stream, callback, (mail) => received.push(mail));
    },
  });
  server.on("error", () => {});
  const port = await listenLocal(server);

  const mailTo = (address: string, timeoutMs = 10_000) =>
    waitForMail(address, () => received.find((mail) => isMailTo(mail, address)), timeoutMs);
  return { host: "127.0.0.1", port, username, password, received, logins, mailTo, close: closeServer(server) };
}

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
export async function startSilentServer() {
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close };
}
