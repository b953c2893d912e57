"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreatedWebhookSchema,
  CreateWebhookBodySchema,
  DeliverySchema,
  UpdateWebhookBodySchema,
  WebhookSchema,
} from "@/lib/validation/webhooks";
import { useApiClient, type Paginated } from "./api-client";

export type Webhook = z.output<typeof WebhookSchema>;
export type CreatedWebhook = z.output<typeof CreatedWebhookSchema>;
export type NewWebhook = z.input<typeof CreateWebhookBodySchema>;
export type WebhookChanges = z.input<typeof UpdateWebhookBodySchema>;
export type Delivery = z.output<typeof DeliverySchema>;
export type DeliveryFilters = { status?: string; event?: string; page?: number };

const PAGE_SIZE = 100;
export const DELIVERIES_PAGE_SIZE = 25;
/** While a delivery is still being attempted, the log refreshes this often. */
const LIVE_REFRESH_MS = 2_000;

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: () => [...webhookKeys.all, "list"] as const,
  detail: (id: string) => [...webhookKeys.all, "detail", id] as const,
  deliveries: (id: string, filters: DeliveryFilters) => [...webhookKeys.all, "deliveries", id, filters] as const,
};

const webhookPath = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

export function useWebhooks() {
  const api = useApiClient();
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<Webhook>>("/webhooks", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

export function useWebhook(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: webhookKeys.detail(id),
    queryFn: ({ signal }) => api.request<Webhook>(webhookPath(id), { signal }),
    enabled: api.ready,
  });
}

export function useDeliveries(id: string, filters: DeliveryFilters) {
  const api = useApiClient();
  return useQuery({
    queryKey: webhookKeys.deliveries(id, filters),
    queryFn: ({ signal }) =>
      api.request<Paginated<Delivery>>(`${webhookPath(id)}/deliveries`, {
        query: {
          limit: DELIVERIES_PAGE_SIZE,
          page: filters.page ?? 1,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.event ? { event: filters.event } : {}),
        },
        signal,
      }),
    enabled: api.ready,
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === "PENDING") ? LIVE_REFRESH_MS : false,
  });
}

function useWebhookMutation<Input, Output>(
  call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Output>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useCreateWebhook() {
  return useWebhookMutation((api, input: NewWebhook) =>
    api.request<CreatedWebhook>("/webhooks", { method: "POST", json: input }),
  );
}

export function useUpdateWebhook() {
  return useWebhookMutation((api, { id, changes }: { id: string; changes: WebhookChanges }) =>
    api.request<Webhook>(webhookPath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteWebhook() {
  return useWebhookMutation((api, id: string) => api.request<Webhook>(webhookPath(id), { method: "DELETE" }));
}

export function useSendTestWebhook() {
  return useWebhookMutation((api, id: string) => api.request<Delivery>(`${webhookPath(id)}/test`, { method: "POST" }));
}

export function useRetryDelivery() {
  return useWebhookMutation((api, { id, deliveryId }: { id: string; deliveryId: string }) =>
    api.request<Delivery>(`${webhookPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, { method: "POST" }),
  );
}
