import { z } from "zod";

// GET /domains/{id}/dmarc (docs/contract.md section 22): the DMARC aggregate reports about a domain.

export const dmarcQuery = z.object({
  days: z.coerce
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .min(1, { error: "must be at least 1" })
    .max(365, { error: "must be at most 365" })
    .default(30)
    .meta({
      description:
        "Reports whose period began at or after midnight UTC `days` days ago (default 30; 1: yesterday's and today's)",
    }),
});

const count = (description: string) => z.number().int().meta({ description });

const DMARC_VERDICTS = ["pass", "partial", "unauthenticated_service", "spoofing"] as const;

const DmarcSourceSchema = z
  .object({
    ip: z.string().meta({ description: "The sending server's IP address as reported" }),
    count: count("Messages from this IP"),
    dkim: count("Of them, with DKIM aligned and passing"),
    spf: count("Of them, with SPF aligned and passing"),
    passed: count("Of them, passing DMARC (DKIM or SPF aligned)"),
    failed: count("Of them, failing DMARC"),
    disposition: z
      .object({ none: z.number().int(), quarantine: z.number().int(), reject: z.number().int() })
      .meta({ description: "Messages per disposition the receivers applied" }),
    verdict: z.enum(DMARC_VERDICTS).meta({
      description:
        "`pass`: every message passed. `partial`: some passed, some failed (a stream on a server of yours is not signed). " +
        "`unauthenticated_service`: failing mail that authenticated as another domain: likely a service sending for you that was " +
        "never set up (a forgotten sender). `spoofing`: failing mail that authenticated as no one: likely someone else using your domain.",
    }),
  })
  .meta({ id: "DmarcSource" });

export const DmarcSummarySchema = z
  .object({
    domain: z.string(),
    days: z.number().int(),
    reports: count("Reports stored for the domain in the period (each report id once)"),
    messages: count("Messages the reports counted"),
    dkimAligned: count("Messages with DKIM aligned and passing"),
    spfAligned: count("Messages with SPF aligned and passing"),
    passRate: z
      .number()
      .meta({ description: "Messages passing DMARC (DKIM or SPF aligned) / messages, 0..1, 4 decimals" }),
    sources: z.array(DmarcSourceSchema).meta({ description: "Per source IP, most messages first" }),
    daily: z
      .array(
        z.object({
          date: z.iso.date(),
          messages: z.number().int(),
          passed: z.number().int(),
          passRate: z.number(),
        }),
      )
      .meta({ description: "Per UTC day the reports' periods began, oldest first: the pass rate over time" }),
  })
  .meta({ id: "DmarcSummary" });
