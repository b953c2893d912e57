import { z } from "zod";

// Settings → SMTP relay (docs/contract.md section 17): how an app connects to Sendwell's SMTP submission.
export const SmtpRelaySchema = z
  .object({
    enabled: z.boolean().meta({ description: "Whether SMTP_RELAY_PORT is set and the relay accepts mail" }),
    host: z.string().meta({ description: "Host name to connect to" }),
    port: z.number().int().nullable(),
    starttls: z.boolean().meta({ description: "STARTTLS is offered (and required before AUTH)" }),
    username: z.literal("sendwell"),
    authMethods: z.array(z.string()),
    maxMessageBytes: z.number().int(),
    ratePerMinute: z.number().int().meta({ description: "Messages per minute per API key" }),
  })
  .meta({ id: "SmtpRelay" });

export type SmtpRelay = z.output<typeof SmtpRelaySchema>;
