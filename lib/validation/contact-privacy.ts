import { z } from "zod";
import { timestamp } from "./common";
import { ConsentEntrySchema } from "./consent";
import { ContactSchema } from "./contacts";

// Responses of the privacy requests on a contact: access (export) and erasure.

export const ContactErasureSchema = z
  .object({
    erased: z.literal(true),
    contacts: z.int().meta({ description: "Contacts with the address deleted outright, across the team's lists" }),
    emails: z.int().meta({ description: "Emails to the address whose recipient, subject, body and data were removed" }),
    trackingEvents: z
      .int()
      .meta({ description: "Tracking rows whose IP address, user agent, location, URL and contact link were removed" }),
    suppression: z
      .string()
      .meta({ description: "The suppression entry kept instead of the address: `erased:` and a keyed hash" }),
    files: z.int().meta({
      description: "Uploaded CSV files (imports' and others) rewritten without the records that mention the address",
    }),
    auditEntries: z
      .int()
      .meta({ description: "Audit entries whose details or target named the address (now `[erased]`)" }),
    webhookDeliveries: z
      .int()
      .meta({ description: "Webhook deliveries whose stored payload named the address (now `[erased]`)" }),
    inboundMessages: z.int().meta({ description: "Inbound messages whose reason or Message-ID key named the address" }),
    importErrors: z.int().meta({ description: "Contact imports whose row errors named the address" }),
  })
  .meta({ id: "ContactErasure" });

const nullable = z.string().nullable();

export const ContactExportSchema = z
  .object({
    address: z.string(),
    exportedAt: timestamp(),
    contacts: z
      .array(ContactSchema.extend({ deleted: z.boolean() }))
      .meta({ description: "The address's contacts in every list of the team" }),
    suppressions: z.array(z.object({ reason: z.string(), createdAt: timestamp() })),
    consent: z
      .array(ConsentEntrySchema.extend({ contactId: z.string() }))
      .meta({ description: "The consent ledger of those contacts, oldest first (GET /contacts/{id}/consent)" }),
    emails: z.array(
      z.object({
        id: z.string(),
        from: z.string(),
        to: z.string(),
        subject: z.string(),
        status: z.string(),
        campaignId: nullable,
        createdAt: timestamp(),
        sentAt: timestamp().nullable(),
        text: nullable,
      }),
    ),
    tracking: z.array(
      z.object({
        emailId: z.string(),
        event: z.string(),
        timestamp: timestamp(),
        url: nullable,
        ipAddress: nullable,
        userAgent: nullable,
        browser: nullable,
        os: nullable,
        deviceType: nullable,
        city: nullable,
        region: nullable,
        country: nullable,
      }),
    ),
  })
  .meta({ id: "ContactExport" });
