import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort, waitForPort } from "./ports";
import { writeSelfSignedCert } from "./self-signed-cert";

// A real IMAP server for tests: Debian's Dovecot (dovecot-imapd), started on free loopback ports
// with a throwaway configuration, a self-signed certificate and a passwd-file user in a temp dir,
// never as the system service. Plain IMAP only, or (`tls: true`) with STARTTLS offered on the plain
// port and implicit TLS (imaps) on `tlsPort`.

export const DOVECOT_BINARY = "/usr/sbin/dovecot";

export type Dovecot = {
  host: string;
  port: number;
  /** Implicit TLS port (only with `tls: true`). */
  tlsPort: number;
  user: string;
  password: string;
  /** PEM of the self-signed certificate (for NODE_EXTRA_CA_CERTS in a child process). */
  certFile: string;
  client: () => Promise<ImapFlow>;
  append: (mailbox: string, raw: string | Buffer) => Promise<void>;
  createMailbox: (mailbox: string) => Promise<void>;
  deleteMailbox: (mailbox: string) => Promise<void>;
  count: (mailbox: string) => Promise<number>;
  close: () => Promise<void>;
};

function dovecotConfig(dir: string, port: number, tlsPort: number | null) {
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = sendwell-test-${path.basename(dir)}
protocols = imap
listen = 127.0.0.1
ssl = ${tlsPort ? "yes" : "no"}
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = nobody
default_internal_user = nobody
default_internal_group = nogroup
log_path = ${dir}/dovecot.log
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 0
mail_max_userip_connections = 100
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort ?? 0}
    ssl = ${tlsPort ? "yes" : "no"}
  }
}
service anvil {
  chroot =
}
`;
}

export async function startDovecot({
  user = "inbound@sendwell.test",
  password = "imap-secret-1",
  tls = false,
} = {}): Promise<Dovecot> {
  if (!existsSync(DOVECOT_BINARY))
    throw new Error(`${DOVECOT_BINARY} is missing: apt-get install dovecot-imapd (.ci/run does)`);
  const dir = mkdtempSync(path.join(tmpdir(), "sw-dovecot-"));
  chmodSync(dir, 0o755);
  for (const sub of ["run", "state", "mail"]) mkdirSync(path.join(dir, sub));
  chmodSync(path.join(dir, "mail"), 0o777);
  writeSelfSignedCert(dir, { commonName: "localhost", days: 2, altNames: "DNS:localhost,IP:127.0.0.1" });
  writeFileSync(path.join(dir, "passwd"), `${user}:{PLAIN}${password}::::::\n`);
  const [port, tlsPort] = [await freePort(), tls ? await freePort() : null];
  const configFile = path.join(dir, "dovecot.conf");
  writeFileSync(configFile, dovecotConfig(dir, port, tlsPort));
  // The master forks into the background: it must not hold our pipes, or spawnSync waits for it.
  const started = spawnSync(DOVECOT_BINARY, ["-c", configFile], { stdio: "ignore" });
  if (started.status !== 0)
    throw new Error(`dovecot did not start: ${readFileSync(path.join(dir, "dovecot.log"), "utf8")}`);
  await Promise.all([waitForPort(port), tlsPort ? waitForPort(tlsPort) : null]);

  const client = async () => {
    const imap = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass: password },
      logger: false,
      disableAutoIdle: true,
    });
    imap.on("error", () => {});
    await imap.connect();
    return imap;
  };
  const withClient = async <T>(work: (imap: ImapFlow) => Promise<T>) => {
    const imap = await client();
    try {
      return await work(imap);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  };
  return {
    host: "127.0.0.1",
    port,
    tlsPort: tlsPort ?? 0,
    user,
    password,
    certFile: path.join(dir, "cert.pem"),
    client,
    append: (mailbox, raw) => withClient(async (imap) => void (await imap.append(mailbox, raw))),
    createMailbox: (mailbox) => withClient(async (imap) => void (await imap.mailboxCreate(mailbox))),
    deleteMailbox: (mailbox) => withClient(async (imap) => void (await imap.mailboxDelete(mailbox))),
    count: (mailbox) =>
      withClient(async (imap) => {
        const status = await imap.status(mailbox, { messages: true });
        return status ? (status.messages ?? 0) : 0;
      }),
    close: async () => {
      const pid = Number(readFileSync(path.join(dir, "run", "master.pid"), "utf8"));
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
