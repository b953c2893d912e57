// Team invitations: create, list, look up, accept, decline, resend, revoke.
export { acceptInvite } from "./accept-invite";
export { createInvite } from "./create-invite";
export { declineInvite } from "./decline-invite";
export { getInviteOrThrow } from "./get-invite";
export { listInvites } from "./list-invites";
export { lookupInvite } from "./lookup-invite";
export { resendInvite } from "./resend-invite";
export { resolveInviterId } from "./resolve-inviter-id";
export { revokeInvite } from "./revoke-invite";
export { toInviteDto } from "./to-invite-dto";
