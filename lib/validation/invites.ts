import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { InviteRole, InviteStatus } from "@/lib/generated/prisma/enums";
import { emailField, newPasswordField } from "./auth";
import { resourceMeta, timestamp } from "./common";
import { assignableRole } from "./teams";
import { TeamSummarySchema } from "./subscriptions";
import { UserSchema } from "./users";

export const InviteSchema = z
  .object({
    ...resourceMeta,
    email: z.email(),
    name: z.string(),
    role: z.enum(InviteRole),
    status: z.enum(InviteStatus),
    expiresAt: timestamp(),
    acceptedAt: timestamp().nullable(),
    inviterId: z.string(),
    inviter: UserSchema,
    teamId: z.string(),
  })
  .meta({ id: "TeamInvite" });

export const InviteWithCodeSchema = InviteSchema.extend({
  code: z
    .string()
    .meta({ description: "Single-use code of the invite link; answered only when the invite is created or resent" }),
}).meta({ id: "TeamInviteWithCode" });

export const CreateInviteBody = z
  .object({
    email: emailField,
    name: z
      .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
      .trim()
      .min(2, "must be at least 2 characters")
      .max(100, "must be at most 100 characters")
      .meta({ description: "How the invitee is greeted; at least 2 characters", example: "Grace Hopper" }),
    role: assignableRole().default("MEMBER"),
  })
  .meta({ id: "CreateInviteRequest" });

export const invitesQuery = paginationQuery.extend({
  status: z.enum(InviteStatus).optional().meta({ description: "Only invites in this status" }),
  q: z.string().trim().min(1).optional().meta({ description: "Searches email and name" }),
});

const inviteCode = () =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters");

export const inviteLookupQuery = z.object({ code: inviteCode() });

export const InviteLookupSchema = z
  .object({
    email: z.email(),
    name: z.string(),
    role: z.enum(InviteRole),
    teamName: z.string(),
    inviterName: z.string(),
    expiresAt: timestamp(),
    status: z.enum(InviteStatus).meta({ description: "REJECTED when the invite was revoked or declined" }),
    expired: z
      .boolean()
      .meta({ description: "True when a PENDING invite is past expiresAt and can no longer be accepted" }),
    declined: z
      .boolean()
      .meta({ description: "True when the invitee declined it (status REJECTED, not revoked by the team)" }),
  })
  .meta({ id: "TeamInviteLookup" });

const optionalName = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "cannot be empty")
  .max(100, "must be at most 100 characters")
  .optional();

export const AcceptInviteBody = z
  .object({
    code: inviteCode(),
    password: newPasswordField
      .optional()
      .meta({ description: "Required when the invite creates the account; at least 8 characters" }),
    firstName: optionalName.meta({ description: "Defaults to the first word of the invite's name" }),
    lastName: optionalName.meta({ description: "Defaults to the rest of the invite's name" }),
  })
  .meta({ id: "AcceptInviteRequest" });

export const AcceptInviteResponseSchema = z
  .object({
    user: UserSchema,
    team: TeamSummarySchema,
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
  })
  .meta({ id: "AcceptInviteResponse" });

export const DeclineInviteBody = z.object({ code: inviteCode() }).meta({ id: "DeclineInviteRequest" });

export const DeclineInviteResponseSchema = z
  .object({
    status: z.literal("REJECTED").meta({ description: "The invite is turned down; its code no longer works" }),
  })
  .meta({ id: "DeclineInviteResponse" });
