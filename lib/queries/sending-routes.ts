"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateSendingRouteBodySchema,
  SendingRouteSchema,
  UpdateSendingRouteBodySchema,
} from "@/lib/validation/sending-routes";
import { useApiClient, type Paginated } from "./api-client";

export type SendingRoute = z.output<typeof SendingRouteSchema>;
export type NewSendingRoute = z.input<typeof CreateSendingRouteBodySchema>;
export type SendingRouteChanges = z.input<typeof UpdateSendingRouteBodySchema>;

const routeKeys = {
  all: ["sending-routes"] as const,
  list: () => [...routeKeys.all, "list"] as const,
};

const routePath = (id: string) => `/sending-routes/${encodeURIComponent(id)}`;

export function useSendingRoutes() {
  const api = useApiClient();
  return useQuery({
    queryKey: routeKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<SendingRoute>>("/sending-routes", { query: { limit: 100 }, signal }),
    enabled: api.ready,
    // Health changes on its own (a target cools, then recovers).
    refetchInterval: 15_000,
  });
}

function useRouteMutation<Input, Output>(
  call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Output>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeKeys.all }),
  });
}

export function useCreateSendingRoute() {
  return useRouteMutation((api, input: NewSendingRoute) =>
    api.request<SendingRoute>("/sending-routes", { method: "POST", json: input }),
  );
}

export function useUpdateSendingRoute() {
  return useRouteMutation((api, { id, changes }: { id: string; changes: SendingRouteChanges }) =>
    api.request<SendingRoute>(routePath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteSendingRoute() {
  return useRouteMutation((api, id: string) => api.request<SendingRoute>(routePath(id), { method: "DELETE" }));
}

export function useSendRouteTest() {
  return useRouteMutation((api, { id, to }: { id: string; to: string }) =>
    api.request<{ ok: true; smtpConfigId: string; messageId: string }>(`${routePath(id)}/test`, {
      method: "POST",
      json: { to },
    }),
  );
}
