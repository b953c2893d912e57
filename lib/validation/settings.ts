import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { resourceMeta, teamResourceMeta } from "./common";
import { DestinationLimitSchema, destinationLimitsInput } from "./destinations";

const BrandingSchema = z
  .object({
    ...resourceMeta,
    dashboardName: z
      .string()
      .nullable()
      .meta({ description: "Shown in the dashboard header instead of the team name" }),
    logoUrl: z.string().nullable(),
    primaryColor: z.string().nullable().meta({ example: "#4f46e5" }),
  })
  .meta({ id: "Branding" });

export const TeamSettingsSchema = z
  .object({
    ...teamResourceMeta,
    trackOpens: z.boolean(),
    trackClicks: z.boolean(),
    timezone: z.string().meta({ description: "IANA time zone", example: "Europe/Paris" }),
    requireVerifiedDomain: z.boolean().meta({
      description: "Refuse mail from addresses whose domain is not a VERIFIED sending domain (422 DOMAIN_NOT_VERIFIED)",
    }),
    require2fa: z
      .boolean()
      .meta({ description: "Members without two-factor sign-in are kept out of the dashboard until they set it up" }),
    blockSendOnFailedChecks: z.boolean().meta({
      description: "Send and schedule refuse a campaign whose pre-send check fails (422 PRE_SEND_CHECK_FAILED)",
    }),
    inviteTemplateId: z.string().nullable(),
    welcomeTemplateId: z.string().nullable(),
    locale: z
      .string()
      .meta({ description: "Language of the public pages and system mail (en, de, fr, es)", example: "en" }),
    signupRedirectHosts: z.array(z.string()).meta({
      description:
        "Hosts a public signup form's `redirect` may name besides APP_URL's host and the team's verified domains",
      example: ["www.example.org"],
    }),
    returnPathDomain: z.string().nullable().meta({
      description:
        "The envelope sender's domain (bounce+<token>@domain, VERP): a VERIFIED domain of the team; null: BOUNCE_DOMAIN, or the From address",
      example: "bounces.acme.com",
    }),
    destinationLimits: z.array(DestinationLimitSchema).meta({
      description: "Per recipient domain, the most messages a minute; mail over it waits (docs/contract.md section 20)",
    }),
    brandingSettingsId: z.string().nullable(),
    branding: BrandingSchema,
  })
  .meta({ id: "TeamSettings" });

/**
 * The canonical name of an IANA time zone ("europe/paris" -> "Europe/Paris"), or null when the
 * runtime does not know it. Offsets such as "+02:00" are refused: a zone follows daylight saving,
 * an offset does not.
 */
function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z]/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const timezone = z
  .string({ error: "must be a string" })
  .trim()
  .transform((value, context) => {
    const canonical = canonicalTimeZone(value);
    if (!canonical) {
      context.addIssue({
        code: "custom",
        message: "must be an IANA time zone such as Europe/Paris or America/New_York",
      });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({ description: "IANA time zone", example: "Europe/Paris" });

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const templateRef = z
  .string({ error: "must be a template id or null" })
  .min(1, "must be a template id or null")
  .nullable()
  .optional();

const UpdateBrandingBody = z.object({
  dashboardName: z
    .string({ error: "must be a string or null" })
    .trim()
    .min(1, "cannot be empty (send null to clear it)")
    .max(60, "must be at most 60 characters")
    .nullable()
    .optional(),
  logoUrl: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL" })
    .max(2048, "must be at most 2048 characters")
    .nullable()
    .optional(),
  primaryColor: z
    .string({ error: "must be a string or null" })
    .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex color like #4f46e5")
    .transform((color) => color.toLowerCase())
    .nullable()
    .optional(),
});

export const UpdateSettingsBody = z
  .object({
    trackOpens: z.boolean({ error: "must be true or false" }).optional(),
    trackClicks: z.boolean({ error: "must be true or false" }).optional(),
    timezone: timezone.optional(),
    requireVerifiedDomain: z.boolean({ error: "must be true or false" }).optional(),
    require2fa: z.boolean({ error: "must be true or false" }).optional(),
    blockSendOnFailedChecks: z.boolean({ error: "must be true or false" }).optional(),
    inviteTemplateId: templateRef.meta({
      description: "The template invite emails are written with (null: the built-in invite)",
    }),
    welcomeTemplateId: templateRef.meta({
      description: "The template mailed to a contact when they confirm a subscription (null: no welcome email)",
    }),
    locale: z
      .enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` })
      .optional()
      .meta({ description: "Language of the public pages and system mail: en, de, fr or es" }),
    signupRedirectHosts: z
      .array(
        z
          .string({ error: "must be a host name such as www.example.org" })
          .trim()
          .toLowerCase()
          .regex(HOST_NAME, "must be a host name such as www.example.org"),
        { error: "must be a list of host names" },
      )
      .max(50, "must have at most 50 hosts")
      .transform((hosts) => [...new Set(hosts)])
      .optional()
      .meta({ description: "Hosts a signup form's `redirect` may name (besides APP_URL's and the verified domains)" }),
    returnPathDomain: z
      .string({ error: "must be a domain name or null" })
      .trim()
      .toLowerCase()
      .regex(HOST_NAME, "must be a domain name such as bounces.acme.com")
      .nullable()
      .optional()
      .meta({
        description:
          "The envelope sender's domain for VERP return paths (bounce+<token>@domain): a VERIFIED domain of the team; null clears it",
      }),
    destinationLimits: destinationLimitsInput.optional(),
    branding: UpdateBrandingBody.optional(),
  })
  .meta({ id: "UpdateTeamSettingsRequest" });

export type UpdateSettingsInput = z.infer<typeof UpdateSettingsBody>;
