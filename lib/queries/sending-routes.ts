"use client";

import type { z } from "zod";
import type {
  CreateSendingRouteBodySchema,
  SendingRouteSchema,
  UpdateSendingRouteBodySchema,
} from "@/lib/validation/sending-routes";
import { resourceKeys, resourceMutations, useApiMutation, useWholeList } from "./api-hooks";

export type SendingRoute = z.output<typeof SendingRouteSchema>;
type NewSendingRoute = z.input<typeof CreateSendingRouteBodySchema>;
type SendingRouteChanges = z.input<typeof UpdateSendingRouteBodySchema>;

const routeKeys = resourceKeys("sending-routes");
const afterChange = { invalidates: [routeKeys.all], settled: true };
const routes = resourceMutations<SendingRoute, NewSendingRoute, SendingRouteChanges>("/sending-routes", afterChange);

export function useSendingRoutes() {
  return useWholeList<SendingRoute>(routeKeys.list(), "/sending-routes", {
    // Health changes on its own (a target cools, then recovers).
    refetchInterval: 15_000,
  });
}

export const useCreateSendingRoute = routes.useCreate;
export const useUpdateSendingRoute = routes.useUpdate;
export const useDeleteSendingRoute = routes.useDelete;

export function useSendRouteTest() {
  return useApiMutation(
    (api, { id, to }: { id: string; to: string }) =>
      api.request<{ ok: true; smtpConfigId: string; messageId: string }>(`${routes.itemPath(id)}/test`, {
        method: "POST",
        json: { to },
      }),
    afterChange,
  );
}
