import { z } from "zod";
import { ALL_PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { teamResourceMeta, timestamp } from "./common";

const PermissionSchema = z
  .enum(ALL_PERMISSIONS as unknown as [Permission, ...Permission[]], {
    error: (issue) =>
      typeof issue.input === "string"
        ? `unknown permission: ${issue.input}`
        : "expected a permission string such as lists:read",
  })
  .meta({ id: "Permission", description: "`<resource>:<action>` (docs/contract.md section 4)" });

const name = z.string().trim().min(1).max(100).meta({ example: "Production server" });

const permissions = z
  .array(PermissionSchema)
  .min(1, { error: "choose at least one permission" })
  .meta({
    description: "Permissions the key holds: a subset of its creator's",
    example: ["lists:read", "contacts:write"],
  });

export const CreateApiKeyBodySchema = z
  .object({
    name,
    permissions,
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) > Date.now(), { error: "must be in the future" })
      .nullable()
      .optional()
      .meta({
        description: "When the key stops working (ISO-8601); omitted or null: never",
        example: "2027-01-31T00:00:00Z",
      }),
  })
  .meta({ id: "CreateApiKeyBody" });

export const UpdateApiKeyBodySchema = z
  .object({ name: name.optional(), permissions: permissions.optional() })
  .refine((body) => body.name !== undefined || body.permissions !== undefined, { error: "give name or permissions" })
  .meta({ id: "UpdateApiKeyBody" });

export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;
export type UpdateApiKeyBody = z.infer<typeof UpdateApiKeyBodySchema>;

export const ApiKeySchema = z
  .object({
    ...teamResourceMeta,
    name: z.string(),
    keyPrefix: z
      .string()
      .meta({ description: "The key's first characters, to tell keys apart", example: "sw_Xb3kP9q" }),
    expiresAt: timestamp().nullable(),
    lastUsedAt: timestamp().nullable(),
    permissions: z.array(PermissionSchema),
    createdById: z
      .string()
      .nullable()
      .meta({ description: "The user who created the key; null when another API key did" }),
  })
  .meta({ id: "ApiKey" });

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({
    description: "The key itself. Shown only in this answer: store it now.",
    example: "sw_Xb3kP9qR2mT7vW1yZ4aC6eG8iK0nO5s",
  }),
}).meta({ id: "CreatedApiKey" });
