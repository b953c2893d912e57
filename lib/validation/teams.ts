import { z } from "zod";
import { UserRole } from "@/lib/generated/prisma/enums";
import { paginationQuery } from "@/lib/api/pagination";
import { teamNameField } from "./auth";
import { resourceMeta } from "./common";

export const TeamSchema = z
  .object({
    ...resourceMeta,
    name: z.string(),
    memberCount: z.number().int().meta({ description: "Users in the team, the caller included" }),
  })
  .meta({ id: "Team" });

export const UpdateTeamBody = z.object({ name: teamNameField }).meta({ id: "UpdateTeamRequest" });

/** Roles a team admin may hand out; SUPER_ADMIN is granted by the operator, never through the API. */
const ASSIGNABLE_ROLES = ["ADMIN", "MEMBER"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const assignableRole = () =>
  z.enum(ASSIGNABLE_ROLES, {
    error: (issue) =>
      issue.input === UserRole.SUPER_ADMIN
        ? "SUPER_ADMIN cannot be assigned through the API"
        : issue.input === undefined
          ? "is required"
          : "must be ADMIN or MEMBER",
  });

export const UpdateMemberBody = z.object({ role: assignableRole() }).meta({ id: "UpdateMemberRequest" });

export const memberParams = z.object({ userId: z.string().min(1).meta({ description: "User id" }) });

export const membersQuery = paginationQuery.extend({
  q: z.string().trim().min(1).optional().meta({ description: "Searches email, first and last name" }),
  role: z.enum(UserRole).optional().meta({ description: "Only users with this role" }),
});
