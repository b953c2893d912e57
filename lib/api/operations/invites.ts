import { resourceOperations } from "./resource-operations";
import { defineOperation } from "./define-operation";
import {
  InviteSchema,
  invitesQuery,
  InviteWithCodeSchema,
  CreateInviteBody,
  AcceptInviteResponseSchema,
  AcceptInviteBody,
  InviteLookupSchema,
  inviteLookupQuery,
  DeclineInviteResponseSchema,
  DeclineInviteBody,
} from "@/lib/validation/invites";

const invitesOperations = resourceOperations({
  path: "/invites",
  tags: ["Invites"],
  permissions: "invites",
  item: InviteSchema,
  one: "an invite",
  many: "invites",
});

export const listInvitesOperation = invitesOperations.list({
  description: "The team's invites, newest first, without their codes. Revoked invites are deleted and not listed.",
  query: invitesQuery,
});

export const createInviteOperation = defineOperation({
  method: "POST",
  path: "/invites",
  summary: "Invite someone to the team",
  description:
    "Creates an invite valid 7 days and emails its link (`APP_URL/invite?code=...`). The answer includes the single-use `code`, so an admin can share the link too. Pending invites count against the plan's team_collaboration seats (403 PLAN_LIMIT_REACHED). 409 when the email is already a member or has a pending invite. With an API key, the invite is sent in the name of the key's creator (422 if the key has none).",
  tags: ["Invites"],
  permission: "invites:write",
  body: CreateInviteBody,
  response: InviteWithCodeSchema,
  errors: [409, 422],
});

export const getInviteOperation = invitesOperations.get();

export const revokeInviteOperation = invitesOperations.delete({
  summary: "Revoke an invite",
  description:
    "The code stops working at once (accepting it answers 409 INVITE_NOT_PENDING). Answers the invite with status REJECTED. An accepted invite cannot be revoked (409).",
  errors: [409],
});

export const resendInviteOperation = invitesOperations.action("POST", "resend", "write", {
  summary: "Resend an invite",
  description:
    "Emails a pending invite again with the same code and extends it to 7 days from now (an expired one too). 502 when the email cannot be sent.",
  successStatus: 200,
  response: InviteWithCodeSchema,
  errors: [409, 502],
});

export const acceptInviteOperation = defineOperation({
  method: "POST",
  path: "/invites/accept",
  summary: "Accept an invite",
  description:
    "Joins the inviting team with the invite's role and signs in. Creates the account (password of at least 8 characters required; first and last name default to the invite's name). 404 for an unknown code; 409 INVITE_NOT_PENDING when the invite expired, was revoked or was already used; 409 when the email already has an account (a user belongs to one team).",
  tags: ["Invites"],
  auth: "public",
  body: AcceptInviteBody,
  successStatus: 200,
  response: AcceptInviteResponseSchema,
  errors: [403, 404, 409],
});

export const lookUpInviteOperation = defineOperation({
  method: "GET",
  path: "/invites/lookup",
  summary: "Look up an invite by code",
  description:
    "What the accept page shows before joining: who invited whom to which team, as what, and whether the invite can still be used.",
  tags: ["Invites"],
  auth: "public",
  query: inviteLookupQuery,
  response: InviteLookupSchema,
  errors: [404],
});

export const declineInviteOperation = defineOperation({
  method: "POST",
  path: "/invites/decline",
  summary: "Decline an invite",
  description:
    "The invitee turns the invite down: it becomes REJECTED, its code stops working and its seat is freed. Declining again answers the same. 404 for an unknown code; 409 INVITE_NOT_PENDING when the invite expired, was revoked or was already accepted.",
  tags: ["Invites"],
  auth: "public",
  body: DeclineInviteBody,
  successStatus: 200,
  response: DeclineInviteResponseSchema,
  errors: [404, 409],
});
