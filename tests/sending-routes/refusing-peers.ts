import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";

// SMTP peers that fail as a whole, for the failover tests: a port nothing listens on (connection
// refused), and a real SMTP server that answers 421 to every connection. Import no app module.

/** A loopback port that was free a moment ago and is closed now: connecting is refused. */
export async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An SMTP server that greets every connection with 421 and counts them. */
export async function start421Peer() {
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback(Object.assign(new Error("Service not available, closing transmission channel"), { responseCode: 421 }));
    },
  });
  server.on("error", () => {});
  const port = await listenLocal(server);
  return { port, connections: () => connections, close: closeServer(server) };
}
