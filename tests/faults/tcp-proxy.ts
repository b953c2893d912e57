import net, { type AddressInfo, type Socket } from "node:net";

// A TCP proxy in front of PostgreSQL that the test can take down and bring back: down, it cuts
// every open connection (as a restarting server terminates its backends) and refuses new ones
// until it is up again. Imports no app module.

async function startTcpProxy(target: { host: string; port: number }) {
  let down = false;
  const open = new Set<Socket>();
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on("error", close);
      socket.on("close", close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** The server "restarts": open connections are cut, new ones refused. */
    takeDown() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    bringUp() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A proxy in front of the file's PostgreSQL database with DATABASE_URL pointed at it, for the app
 * modules the file imports afterwards; null without a PostgreSQL database (PGlite).
 */
export async function proxyDatabaseUrl() {
  const databaseUrl = process.env.DATABASE_URL;
  const target = databaseUrl ? new URL(databaseUrl) : null;
  if (!target) return null;
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(target);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  process.env.DATABASE_URL = proxied.toString();
  return proxy;
}
