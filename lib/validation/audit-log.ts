import { z } from "zod";
import { paginatedSchema, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "./common";

// GET /audit-log (docs/contract.md section 18).

export const AuditLogEntrySchema = z
  .object({
    id: z.string(),
    action: z.string().meta({ description: "`<resource>.<verb>`", example: "api_key.created" }),
    actorId: z.string().nullable().meta({ description: "The user or API key that acted; null for the system" }),
    actorType: z.enum(["user", "apiKey", "system"]),
    targetType: z.string().nullable().meta({ example: "api_key" }),
    targetId: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: timestamp(),
    details: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "What changed (names, roles, counts); never secrets" }),
  })
  .meta({ id: "AuditLogEntry" });

export const auditLogQuery = paginationQuery.extend({
  action: z
    .string({ error: "must be a string" })
    .trim()
    .max(100, { error: "must be at most 100 characters" })
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)?$/, {
      error: "must be an action such as api_key.created, or a resource such as api_key",
    })
    .optional()
    .meta({ description: "An action (`member.role_changed`), or a resource for all its actions (`member`)" }),
});

export const AuditLogPageSchema = paginatedSchema(AuditLogEntrySchema).meta({ id: "AuditLogPage" });
