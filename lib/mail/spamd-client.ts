import { connect } from "node:net";

// A client of SpamAssassin's spamd over its SPAMC/1.5 protocol (spamd(1), "PROTOCOL" in the
// SpamAssassin sources): one REPORT command per connection, the message sent whole and the write
// side closed, the answer read to its end. The npm clients of the protocol are a decade without a
// release, so this is the small codec of the one command the pre-send check needs.

type SpamRule = { name: string; score: number; description: string };
export type SpamReport = { score: number; threshold: number; rules: SpamRule[] };

class SpamdUnavailable extends Error {
  constructor(reason: string) {
    super(`spamd unavailable: ${reason}`);
    this.name = "SpamdUnavailable";
  }
}

/** The rules of a REPORT body's table: " pts rule name  description", continued descriptions indented. */
function parseReportRules(report: string): SpamRule[] {
  const lines = report.split(/\r?\n/);
  const start = lines.findIndex((line) => /^-{3,}\s+-{3,}/.test(line));
  if (start < 0) return [];
  const rules: SpamRule[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "") break;
    const rule = /^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s+(.*)$/.exec(line);
    if (rule) rules.push({ score: Number(rule[1]), name: rule[2], description: rule[3].trim() });
    else if (rules.length > 0) rules[rules.length - 1].description += ` ${line.trim()}`;
  }
  return rules;
}

/** Parses a whole spamd answer to REPORT: the status line, the headers and the report body. */
function parseReportResponse(answer: string): SpamReport {
  const [head, ...rest] = answer.split("\r\n\r\n");
  const [status, ...headers] = head.split("\r\n");
  const statusLine = /^SPAMD\/\d+\.\d+ (\d+) (.*)$/.exec(status);
  if (!statusLine) throw new SpamdUnavailable(`unexpected answer "${status.slice(0, 80)}"`);
  if (statusLine[1] !== "0") throw new SpamdUnavailable(`error ${statusLine[1]} ${statusLine[2]}`);
  const spam = headers.map((line) => /^Spam:\s*\S+\s*;\s*(-?[\d.]+)\s*\/\s*(-?[\d.]+)/i.exec(line)).find(Boolean);
  if (!spam) throw new SpamdUnavailable("the answer has no Spam header");
  return { score: Number(spam[1]), threshold: Number(spam[2]), rules: parseReportRules(rest.join("\r\n\r\n")) };
}

/** Scores `message` (a whole RFC 5322 message) with spamd at host:port within `timeoutMs`. */
export function spamdReport(
  message: Buffer,
  { host, port, timeoutMs = 10_000 }: { host: string; port: number; timeoutMs?: number },
): Promise<SpamReport> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new SpamdUnavailable(`no answer within ${timeoutMs} ms`)));
    socket.on("connect", () => {
      socket.write(`REPORT SPAMC/1.5\r\nContent-length: ${message.length}\r\n\r\n`);
      socket.end(message);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) =>
      reject(error instanceof SpamdUnavailable ? error : new SpamdUnavailable(error.message)),
    );
    socket.on("end", () => {
      try {
        resolve(parseReportResponse(Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
  });
}
