"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AcceptInviteResponseSchema,
  InviteLookupSchema,
  InviteSchema,
  InviteWithCodeSchema,
} from "@/lib/validation/invites";
import type { AssignableRole } from "@/lib/validation/teams";
import { apiRequest, useApiClient, type Paginated } from "./api-client";

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
  const api = useApiClient();
  return useQuery({
    queryKey: inviteKeys.pending(),
    queryFn: ({ signal }) =>
      api.request<Paginated<Invite>>("/invites", { query: { status: "PENDING", limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

export function useCreateInvite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: NewInvite) => api.request<InviteWithCode>("/invites", { method: "POST", json: invite }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.pending() }),
  });
}

export function useResendInvite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<InviteWithCode>(`/invites/${encodeURIComponent(id)}/resend`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.pending() }),
  });
}

export function useRevokeInvite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<Invite>(`/invites/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.pending() }),
  });
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
