import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./ports";

// A real MTA for tests: Debian's Postfix with a throwaway config_directory, queue and spool in a
// temp dir, listening on a free loopback port only (never the system service). It is the final
// destination of three test domains:
//   sendwell.test  local users: unknown ones are accepted and bounced afterwards, with Postfix's
//                  own RFC 3464 report delivered to the sender's mailbox (a local user, so the
//                  report lands in `spool/<user>`, mbox format)
//   reject.test    every recipient refused at RCPT TO with 550 5.1.1 (a send-time bounce)
//   later.test     every recipient refused at RCPT TO with 451 4.2.0 (temporary)

export const POSTFIX_BINARY = "/usr/sbin/postfix";

export type Postfix = {
  port: number;
  /** The mbox of local user `user` (a report to nobody@sendwell.test lands in "nobody"). */
  mailboxOf: (user: string) => string | null;
  /** Waits for the `count`-th message of `user`'s mbox and answers it (RFC 5322 text, no "From " line). */
  waitForMessage: (user: string, count?: number, timeoutMs?: number) => Promise<string>;
  close: () => Promise<void>;
};

function mainCf(dir: string) {
  return `compatibility_level = 3.6
queue_directory = ${dir}/queue
data_directory = ${dir}/data
mail_owner = postfix
setgid_group = postdrop
myhostname = mx.sendwell.test
mydomain = sendwell.test
myorigin = sendwell.test
mydestination = sendwell.test, reject.test, later.test
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
local_recipient_maps = proxy:unix:passwd.byname
alias_maps =
alias_database =
smtpd_reject_unlisted_recipient = no
smtpd_recipient_restrictions = check_recipient_access inline:{ { reject.test = 550 5.1.1 <$recipient>: Recipient address rejected: User unknown }, { later.test = 451 4.2.0 Mailbox busy, try again later } }, permit_mynetworks, reject_unauth_destination
mail_spool_directory = ${dir}/spool
maillog_file_prefixes = ${dir}
maillog_file = ${dir}/maillog
relayhost =
biff = no
smtputf8_enable = no
`;
}

/** Debian's master.cf with smtpd on our port and nothing chrooted (the temp dir has no chroot). */
function masterCf(port: number) {
  return readFileSync("/etc/postfix/master.cf", "utf8")
    .replace(/^smtp\s+inet\s+.*$/m, `127.0.0.1:${port} inet n - n - - smtpd`)
    .replace(/^(\S+\s+(?:unix|inet|fifo|unix-dgram|pass)\s+\S+\s+\S+\s+)y(?=\s)/gm, "$1n");
}

export async function startPostfix(): Promise<Postfix> {
  if (!existsSync(POSTFIX_BINARY))
    throw new Error(`${POSTFIX_BINARY} is missing: apt-get install postfix (.ci/run does)`);
  const dir = mkdtempSync(path.join(tmpdir(), "sw-postfix-"));
  chmodSync(dir, 0o755);
  for (const sub of ["conf", "queue", "data", "spool"]) mkdirSync(path.join(dir, sub));
  chmodSync(path.join(dir, "spool"), 0o1777);
  execFileSync("chown", ["postfix", path.join(dir, "data")]);
  writeFileSync(path.join(dir, "conf", "main.cf"), mainCf(dir));
  const conf = path.join(dir, "conf");
  const maillog = () =>
    existsSync(path.join(dir, "maillog")) ? readFileSync(path.join(dir, "maillog"), "utf8") : "(no log)";
  // The free port is found before Postfix binds it, so another process (a parallel test file's
  // server) can take it in between: then Postfix is started again on another one.
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    writeFileSync(path.join(dir, "conf", "master.cf"), masterCf(port));
    const logBefore = maillog().length;
    try {
      execFileSync(POSTFIX_BINARY, ["-c", conf, "start"], { stdio: "ignore" });
      break;
    } catch {
      const log = maillog();
      if (attempt < 3 && log.slice(logBefore).includes("Address already in use")) continue;
      throw new Error(`postfix did not start:\n${log}`);
    }
  }
  await waitForPort(port);

  const mailboxOf = (user: string) => {
    const file = path.join(dir, "spool", user);
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
  const messagesOf = (user: string) =>
    (mailboxOf(user) ?? "").split(/^From [^\n]*\n/m).filter((message) => message.trim() !== "");
  return {
    port,
    mailboxOf,
    waitForMessage: async (user, count = 1, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const messages = messagesOf(user);
        if (messages.length >= count) return messages[count - 1].replace(/^>From /gm, "From ");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No message ${count} for ${user} within ${timeoutMs} ms; maillog:\n${existsSync(path.join(dir, "maillog")) ? readFileSync(path.join(dir, "maillog"), "utf8") : ""}`,
      );
    },
    close: async () => {
      try {
        execFileSync(POSTFIX_BINARY, ["-c", conf, "stop"], { stdio: "ignore" });
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
