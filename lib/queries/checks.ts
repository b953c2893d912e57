"use client";

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { PreSendCheckSchema } from "@/lib/validation/checks";
import { useApiClient } from "./api-client";

export type PreSendCheck = z.output<typeof PreSendCheckSchema>;

/** POST /templates/{id}/check (the wizard's review step checks the campaign's template with its subject). */
export function useCheckTemplate() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ id, subject }: { id: string; subject?: string }) =>
      api.request<PreSendCheck>(`/templates/${encodeURIComponent(id)}/check`, {
        method: "POST",
        json: subject ? { subject } : {},
      }),
  });
}
