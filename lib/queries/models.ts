"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateModelBodySchema, ModelSchema, UpdateModelBodySchema } from "@/lib/validation/models";
import { useApiClient, type Paginated } from "./api-client";

export type AiModel = z.output<typeof ModelSchema>;
export type NewAiModel = z.input<typeof CreateModelBodySchema>;
export type AiModelChanges = z.input<typeof UpdateModelBodySchema>;

const PAGE_SIZE = 100;

const modelKeys = {
  all: ["models"] as const,
  list: () => [...modelKeys.all, "list"] as const,
};

const modelPath = (id: string) => `/models/${encodeURIComponent(id)}`;

export function useAiModels() {
  const api = useApiClient();
  return useQuery({
    queryKey: modelKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<AiModel>>("/models", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

function useModelMutation<Input>(call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<AiModel>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
}

export function useCreateAiModel() {
  return useModelMutation((api, input: NewAiModel) => api.request<AiModel>("/models", { method: "POST", json: input }));
}

export function useUpdateAiModel() {
  return useModelMutation((api, { id, changes }: { id: string; changes: AiModelChanges }) =>
    api.request<AiModel>(modelPath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteAiModel() {
  return useModelMutation((api, id: string) => api.request<AiModel>(modelPath(id), { method: "DELETE" }));
}

export type ModelTestResult = { ok: true; latencyMs: number; sample: string };

/** POST /models/{id}/test: one short request to the saved model (422 MODEL_TEST_FAILED says why it failed). */
export function useTestAiModel() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (id: string) => api.request<ModelTestResult>(`${modelPath(id)}/test`, { method: "POST" }),
  });
}
