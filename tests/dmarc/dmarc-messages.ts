import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { zipSync } from "fflate";

// DMARC aggregate reports (RFC 7489 appendix C) as receivers mail them: the XML, gzipped or
// zipped, attached to a message from the reporting organisation. No database here: the Playwright
// spec uses these too.

type AuthResult = { domain: string; result: string };
type ReportRow = {
  ip: string;
  count: number;
  disposition?: "none" | "quarantine" | "reject";
  dkim: "pass" | "fail";
  spf: "pass" | "fail";
  headerFrom?: string;
  authDkim?: AuthResult[];
  authSpf?: AuthResult[];
};

export type Report = { org: string; reportId: string; domain: string; begin: Date; rows: ReportRow[] };

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function reportXml({ org, reportId, domain, begin, rows }: Report): string {
  const records = rows.map(
    (row) => `  <record>
    <row>
      <source_ip>${row.ip}</source_ip>
      <count>${row.count}</count>
      <policy_evaluated>
        <disposition>${row.disposition ?? "none"}</disposition>
        <dkim>${row.dkim}</dkim>
        <spf>${row.spf}</spf>
      </policy_evaluated>
    </row>
    <identifiers>
      <header_from>${row.headerFrom ?? domain}</header_from>
    </identifiers>
    <auth_results>
${(row.authDkim ?? []).map((auth) => `      <dkim><domain>${auth.domain}</domain><result>${auth.result}</result></dkim>`).join("\n")}
${(row.authSpf ?? [{ domain, result: row.spf }]).map((auth) => `      <spf><domain>${auth.domain}</domain><result>${auth.result}</result></spf>`).join("\n")}
    </auth_results>
  </record>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" ?>
<feedback>
  <version>1.0</version>
  <report_metadata>
    <org_name>${org}</org_name>
    <email>noreply-dmarc-support@${org}</email>
    <report_id>${reportId}</report_id>
    <date_range>
      <begin>${unix(begin)}</begin>
      <end>${unix(begin) + 86_399}</end>
    </date_range>
  </report_metadata>
  <policy_published>
    <domain>${domain}</domain>
    <adkim>r</adkim>
    <aspf>r</aspf>
    <p>quarantine</p>
    <sp>quarantine</sp>
    <pct>100</pct>
  </policy_published>
${records.join("\n")}
</feedback>
`;
}

export type Attachment = { filename: string; contentType: string; content: Buffer };

export const asGzip = (report: Report): Attachment => ({
  filename: `${report.org}!${report.domain}!${unix(report.begin)}!${unix(report.begin) + 86_399}.xml.gz`,
  contentType: "application/gzip",
  content: gzipSync(reportXml(report)),
});

export const asZip = (report: Report): Attachment => {
  const name = `${report.org}!${report.domain}!${unix(report.begin)}!${unix(report.begin) + 86_399}`;
  return {
    filename: `${name}.zip`,
    contentType: "application/zip",
    content: Buffer.from(zipSync({ [`${name}.xml`]: new TextEncoder().encode(reportXml(report)) })),
  };
};

export const asXml = (xml: string, filename = "report.xml"): Attachment => ({
  filename,
  contentType: "text/xml",
  content: Buffer.from(xml),
});

/** The message a reporting organisation sends to the domain's rua address. */
export function reportMail(attachment: Attachment, { org = "google.com", domain = "acme.test" } = {}): string {
  const base64 = attachment.content.toString("base64").replace(/.{1,76}/g, "$&\r\n");
  return [
    `From: noreply-dmarc-support@${org}`,
    `To: dmarc@${domain}`,
    `Subject: Report domain: ${domain} Submitter: ${org} Report-ID: <${randomUUID()}>`,
    `Message-ID: <${randomUUID()}@${org}>`,
    `Date: ${new Date().toUTCString()}`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/mixed; boundary="R"`,
    ``,
    `--R`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `This is an aggregate report from ${org}.`,
    ``,
    `--R`,
    `Content-Type: ${attachment.contentType}; name="${attachment.filename}"`,
    `Content-Disposition: attachment; filename="${attachment.filename}"`,
    `Content-Transfer-Encoding: base64`,
    ``,
    base64,
    `--R--`,
    ``,
  ].join("\r\n");
}
