"use client";

import type { z } from "zod";
import type {
  CreatedWebhookSchema,
  CreateWebhookBodySchema,
  DeliverySchema,
  UpdateWebhookBodySchema,
  WebhookSchema,
} from "@/lib/validation/webhooks";
import type { Paginated } from "./api-client";
import { resourceMutations, useApiMutation, useApiQuery, useWholeList } from "./api-hooks";

export type Webhook = z.output<typeof WebhookSchema>;
export type CreatedWebhook = z.output<typeof CreatedWebhookSchema>;
export type NewWebhook = z.input<typeof CreateWebhookBodySchema>;
type WebhookChanges = z.input<typeof UpdateWebhookBodySchema>;
export type Delivery = z.output<typeof DeliverySchema>;
export type DeliveryFilters = { status?: string; event?: string; page?: number };

export const DELIVERIES_PAGE_SIZE = 25;
/** While a delivery is still being attempted, the log refreshes this often. */
const LIVE_REFRESH_MS = 2_000;

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: () => [...webhookKeys.all, "list"] as const,
  detail: (id: string) => [...webhookKeys.all, "detail", id] as const,
  deliveries: (id: string, filters: DeliveryFilters) => [...webhookKeys.all, "deliveries", id, filters] as const,
};

const afterChange = { invalidates: [webhookKeys.all], settled: true };
const webhooks = resourceMutations<Webhook, NewWebhook, WebhookChanges>("/webhooks", afterChange);

export function useWebhooks() {
  return useWholeList<Webhook>(webhookKeys.list(), "/webhooks");
}

export function useWebhook(id: string) {
  return useApiQuery<Webhook>(webhookKeys.detail(id), webhooks.itemPath(id));
}

export function useDeliveries(id: string, filters: DeliveryFilters) {
  return useApiQuery<Paginated<Delivery>>(webhookKeys.deliveries(id, filters), `${webhooks.itemPath(id)}/deliveries`, {
    query: {
      limit: DELIVERIES_PAGE_SIZE,
      page: filters.page ?? 1,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.event ? { event: filters.event } : {}),
    },
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === "PENDING") ? LIVE_REFRESH_MS : false,
  });
}

export function useCreateWebhook() {
  return useApiMutation(
    (api, input: NewWebhook) => api.request<CreatedWebhook>("/webhooks", { method: "POST", json: input }),
    afterChange,
  );
}

export const useUpdateWebhook = webhooks.useUpdate;
export const useDeleteWebhook = webhooks.useDelete;

export function useSendTestWebhook() {
  return useApiMutation(
    (api, id: string) => api.request<Delivery>(`${webhooks.itemPath(id)}/test`, { method: "POST" }),
    afterChange,
  );
}

export function useRetryDelivery() {
  return useApiMutation(
    (api, { id, deliveryId }: { id: string; deliveryId: string }) =>
      api.request<Delivery>(`${webhooks.itemPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
        method: "POST",
      }),
    afterChange,
  );
}
