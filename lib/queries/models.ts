"use client";

import type { z } from "zod";
import type { CreateModelBodySchema, ModelSchema, UpdateModelBodySchema } from "@/lib/validation/models";
import { resourceKeys, resourceMutations, useApiMutation, useWholeList } from "./api-hooks";

export type AiModel = z.output<typeof ModelSchema>;
type NewAiModel = z.input<typeof CreateModelBodySchema>;
type AiModelChanges = z.input<typeof UpdateModelBodySchema>;

const modelKeys = resourceKeys("models");
const models = resourceMutations<AiModel, NewAiModel, AiModelChanges>("/models", {
  invalidates: [modelKeys.all],
  settled: true,
});

export function useAiModels() {
  return useWholeList<AiModel>(modelKeys.list(), "/models");
}

export const useCreateAiModel = models.useCreate;
export const useUpdateAiModel = models.useUpdate;
export const useDeleteAiModel = models.useDelete;

export type ModelTestResult = { ok: true; latencyMs: number; sample: string };

/** POST /models/{id}/test: one short request to the saved model (422 MODEL_TEST_FAILED says why it failed). */
export function useTestAiModel() {
  return useApiMutation((api, id: string) =>
    api.request<ModelTestResult>(`${models.itemPath(id)}/test`, { method: "POST" }),
  );
}
