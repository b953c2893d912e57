import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { db } from "@/lib/db";
import { existingProcessSingleton, processSingleton } from "@/lib/process/singletons";

// A local SMTP server that accepts every message and keeps it in the database (CapturedEmail), so a
// fresh install can send invites and resets with no relay, and the dashboard can show them.

async function storeMessage(raw: string, envelopeFrom: string, envelopeTo: string[]) {
  const parsed = await simpleParser(raw);
  await db.capturedEmail.create({
    data: { raw, envelopeFrom, envelopeTo, subject: parsed.subject ?? null, messageId: parsed.messageId ?? null },
  });
}

export function startCaptureServer(port: number): Promise<SMTPServer | undefined> {
  const running = existingProcessSingleton<SMTPServer>("mail.capture-server");
  if (port === 0 || running) return Promise.resolve(running);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "Sendwell capture server",
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        storeMessage(Buffer.concat(chunks).toString("utf8"), from, to).then(() => callback(), callback);
      });
    },
  });
  // Closed at shutdown before the database client it stores into (made earlier, on import).
  processSingleton(
    "mail.capture-server",
    () => server,
    (open) => new Promise<void>((resolve) => open.close(() => resolve())),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
