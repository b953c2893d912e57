"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AiWriteBodySchema, AiWriteResultSchema } from "@/lib/validation/ai";
import { useApiClient } from "./api-client";

export type AiWriteRequest = z.input<typeof AiWriteBodySchema>;
export type AiWriteResult = z.output<typeof AiWriteResultSchema>;

/** POST /ai/write: subject lines, body drafts and rewrites from the team's AI model (their tokens show on Usage). */
export function useAiWrite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiWriteRequest) => api.request<AiWriteResult>("/ai/write", { method: "POST", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["usage"] }),
  });
}
