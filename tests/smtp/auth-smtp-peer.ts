import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// Real SMTP peers for the SMTP config tests: one that checks a username and password, optionally
// offering STARTTLS or speaking TLS from the start with smtp-server's built-in self-signed
// certificate (which a correct client must refuse to trust).

export type PeerOptions = { username?: string; password?: string; tls?: "none" | "starttls" | "implicit" };

export async function startAuthSmtpPeer({ username = "mailer", password = "s3cret-passw0rd", tls = "none" }: PeerOptions = {}) {
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
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function mailTo(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((candidate) => !Array.isArray(candidate.to) && candidate.to?.value[0]?.address === address);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { host: "127.0.0.1", port, username, password, received, logins, mailTo, close };
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
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
