import { connect, createServer } from "node:net";

/** A port on 127.0.0.1 that was free a moment ago (taken, then released), for a server to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A loopback port that refuses connections, and keeps refusing. A port taken with listen(0) and
// released can be handed to another test file's listen(0) a moment later (the files run in
// parallel), and a "dead host" then answers. Ports below the kernel's ephemeral range
// (/proc/sys/net/ipv4/ip_local_port_range starts at 32768) are never handed out that way, and no
// test binds one, so a low port found refusing stays refused.

let found: Promise<number> | undefined;

export function refusedPort(): Promise<number> {
  found ??= findRefusedPort();
  return found;
}

async function findRefusedPort(): Promise<number> {
  for (let port = 1; port < 1024; port++) if ((await knock(port)) === "ECONNREFUSED") return port;
  throw new Error("every port below 1024 on 127.0.0.1 accepts connections");
}

/** Waits until a server listens on 127.0.0.1:`port` (one started in another process, say). */
export async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await knock(port)) === "open") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

/** One connection attempt to 127.0.0.1:`port`: "open", or the error's code. */
function knock(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("open");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
