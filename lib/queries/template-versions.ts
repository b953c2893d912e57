"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TemplateVersionDto, TemplateVersionListItem } from "@/lib/validation/template-versions";
import { useApiClient } from "./api-client";
import { templateKeys, type Template } from "./templates";

// A template's versions and publishing (docs/contract.md section 23), for the designer.

export type TemplateVersion = TemplateVersionDto;
export type TemplateVersionSummary = TemplateVersionListItem;

const templateVersionKeys = {
  all: (id: string) => [...templateKeys.detail(id), "versions"] as const,
  list: (id: string) => [...templateVersionKeys.all(id), "list"] as const,
  /** A version never changes once made: cached for good. */
  one: (id: string, version: number) => [...templateVersionKeys.all(id), "one", version] as const,
};

const versionsPath = (id: string) => `/templates/${encodeURIComponent(id)}/versions`;

export function useTemplateVersions(id: string, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: templateVersionKeys.list(id),
    queryFn: ({ signal }) => api.request<{ data: TemplateVersionSummary[] }>(versionsPath(id), { signal }),
    enabled: api.ready && enabled,
    select: (answer) => answer.data,
  });
}

export function useTemplateVersion(id: string, version: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: templateVersionKeys.one(id, version ?? 0),
    queryFn: ({ signal }) => api.request<TemplateVersion>(`${versionsPath(id)}/${version}`, { signal }),
    enabled: api.ready && version !== null,
    staleTime: Infinity,
  });
}

/** After a restore or a publish: the template's detail is the answer, its version list is stale. */
function useTemplateAnswer() {
  const queryClient = useQueryClient();
  return (template: Template) => {
    queryClient.setQueryData(templateKeys.detail(template.id), template);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: templateVersionKeys.list(template.id) }),
      queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] }),
    ]);
  };
}

export function useRestoreTemplateVersion() {
  const api = useApiClient();
  const onSuccess = useTemplateAnswer();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.request<Template>(`${versionsPath(id)}/${version}/restore`, { method: "POST" }),
    onSuccess,
  });
}

export function usePublishTemplate() {
  const api = useApiClient();
  const onSuccess = useTemplateAnswer();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<Template>(`/templates/${encodeURIComponent(id)}/publish`, { method: "POST" }),
    onSuccess,
  });
}
