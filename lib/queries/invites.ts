"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AcceptInviteResponseSchema,
  InviteLookupSchema,
  InviteSchema,
  InviteWithCodeSchema,
} from "@/lib/validation/invites";
import type { AssignableRole } from "@/lib/validation/teams";
import { apiRequest, type Paginated } from "./api-client";
import { useApiMutation, useApiQuery } from "./api-hooks";

export type Invite = z.output<typeof InviteSchema>;
export type InviteWithCode = z.output<typeof InviteWithCodeSchema>;
export type InviteLookup = z.output<typeof InviteLookupSchema>;
export type AcceptedInvite = z.output<typeof AcceptInviteResponseSchema>;
export type NewInvite = { email: string; name: string; role: AssignableRole };

const PAGE_SIZE = 100;

const inviteKeys = {
  all: ["invites"] as const,
  pending: () => [...inviteKeys.all, "pending"] as const,
  lookup: (code: string) => [...inviteKeys.all, "lookup", code] as const,
};

/** Invites still waiting for an answer; accepted ones show up as members instead. */
export function usePendingInvites() {
  return useApiQuery<Paginated<Invite>>(inviteKeys.pending(), "/invites", {
    query: { status: "PENDING", limit: PAGE_SIZE },
  });
}

const afterChange = { invalidates: [inviteKeys.pending()] };

export function useCreateInvite() {
  return useApiMutation(
    (api, invite: NewInvite) => api.request<InviteWithCode>("/invites", { method: "POST", json: invite }),
    afterChange,
  );
}

export function useResendInvite() {
  return useApiMutation(
    (api, id: string) => api.request<InviteWithCode>(`/invites/${encodeURIComponent(id)}/resend`, { method: "POST" }),
    afterChange,
  );
}

export function useRevokeInvite() {
  return useApiMutation(
    (api, id: string) => api.request<Invite>(`/invites/${encodeURIComponent(id)}`, { method: "DELETE" }),
    afterChange,
  );
}

/** Public: what the accept page shows for an invite link's code. */
export function useInviteLookup(code: string | null) {
  return useQuery({
    queryKey: inviteKeys.lookup(code ?? ""),
    queryFn: ({ signal }) => apiRequest<InviteLookup>("/invites/lookup", { query: { code: code ?? "" }, signal }),
    enabled: Boolean(code),
    retry: false,
  });
}

/** Public: joins the team, creating the account. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (input: { code: string; password: string; firstName?: string; lastName?: string }) =>
      apiRequest<AcceptedInvite>("/invites/accept", { method: "POST", json: input }),
  });
}

/** POST /invites/decline: the invitee turns the invite down. */
export function useDeclineInvite() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ status: "REJECTED" }>("/invites/decline", { method: "POST", json: { code } }),
  });
}

/** The accept link an invite's email carries, for sharing by hand. */
export function inviteLink(code: string) {
  return `${window.location.origin}/invite?code=${encodeURIComponent(code)}`;
}
