import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// A PostgreSQL 15 primary and a streaming standby of it, both started for one test file on
// loopback ports (issue 41's range, 55440-55449), never the system service: initdb, then
// pg_basebackup -R of the primary makes the standby. The servers run as the postgres user (they
// refuse root), in a throwaway folder every user may search; close() stops both and deletes it.
// The primary holds one database, `sendwell`, with every migration of prisma/migrations applied.

export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
/** util-linux's: the servers refuse to run as root, so they run as the postgres user. */
const RUNUSER = "/usr/sbin/runuser";
const PORTS = Array.from({ length: 10 }, (_, index) => 55440 + index);

export const postgresBinariesPresent = () =>
  ["initdb", "pg_ctl", "pg_basebackup", "psql"].every((name) => existsSync(path.join(POSTGRES_BIN, name)));

export type ReplicatedPostgres = {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the primary's or the replica's `sendwell` database. */
  primary: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;
  replica: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp: () => Promise<void>;
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  stopReplica: () => void;
  startReplica: () => void;
  close: () => void;
};

function asPostgres(command: string, args: string[]) {
  const result = spawnSync(RUNUSER, ["-u", "postgres", "--", path.join(POSTGRES_BIN, command), ...args], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function twoFreePorts(): Promise<[number, number]> {
  const free: number[] = [];
  for (const port of PORTS) if (await isFree(port)) free.push(port);
  if (free.length < 2) throw new Error(`Two of the ports ${PORTS[0]}-${PORTS.at(-1)} must be free`);
  return [free[0], free[1]];
}

const SETTINGS = (port: number, dir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${dir}'
max_connections = 60
shared_buffers = 32MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
hot_standby = on
`;

async function onServer(url: string, sql: string, params?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const [primaryPort, replicaPort] = await twoFreePorts();
  const root = mkdtempSync(path.join(tmpdir(), "sendwell-replica-"));
  // The postgres user must reach its folders; the folder itself stays root's.
  chmodSync(root, 0o711);
  const primaryDir = path.join(root, "primary");
  const replicaDir = path.join(root, "replica");
  const owner = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const group = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(root, owner, group);
  const ctl = (dir: string, action: "start" | "stop", mode: "fast" | "immediate" = "fast") =>
    asPostgres("pg_ctl", ["-D", dir, "-l", path.join(root, `${path.basename(dir)}.log`), "-w", "-m", mode, action]);
  const started = new Set<string>();
  const close = () => {
    for (const dir of started) {
      try {
        ctl(dir, "stop");
      } catch {
        // Stopped already.
      }
    }
    started.clear();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    asPostgres("initdb", ["-D", primaryDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    appendFileSync(path.join(primaryDir, "postgresql.conf"), SETTINGS(primaryPort, primaryDir));
    ctl(primaryDir, "start");
    started.add(primaryDir);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/sendwell`;
    await onServer(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, "CREATE DATABASE sendwell");
    const migrations = path.resolve("prisma/migrations");
    const schema = readdirSync(migrations, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => readFileSync(path.join(migrations, name, "migration.sql"), "utf8"))
      .join("\n;\n");
    // One session, as `prisma migrate deploy` would apply them, in a fraction of its time.
    execFileSync(path.join(POSTGRES_BIN, "psql"), ["-q", "-v", "ON_ERROR_STOP=1", primaryUrl], {
      input: schema,
      stdio: ["pipe", "ignore", "pipe"],
    });
    asPostgres("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
    ]);
    appendFileSync(path.join(replicaDir, "postgresql.conf"), SETTINGS(replicaPort, replicaDir));
    ctl(replicaDir, "start");
    started.add(replicaDir);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/sendwell`;
    const primary = (sql: string, params?: unknown[]) => onServer(primaryUrl, sql, params);
    const replica = (sql: string, params?: unknown[]) => onServer(replicaUrl, sql, params);
    return {
      primaryUrl,
      replicaUrl,
      primary,
      replica,
      async caughtUp() {
        const { rows } = await primary("SELECT pg_current_wal_lsn()::text AS lsn");
        for (let tries = 0; tries < 200; tries++) {
          const { rows: replayed } = await replica("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done", [
            rows[0].lsn,
          ]);
          if (replayed[0].done) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error("The replica did not catch up within 5 s");
      },
      pauseReplay: async () => void (await replica("SELECT pg_wal_replay_pause()")),
      resumeReplay: async () => void (await replica("SELECT pg_wal_replay_resume()")),
      stopReplica: () => {
        // At once, as a crashed or unplugged server goes: connections cut, no checkpoint first.
        ctl(replicaDir, "stop", "immediate");
        started.delete(replicaDir);
      },
      startReplica: () => {
        ctl(replicaDir, "start");
        started.add(replicaDir);
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
