"use client";

import { keepPreviousData, useMutation } from "@tanstack/react-query";
import { getSession, useSession } from "next-auth/react";
import type { z } from "zod";
import type { CreateListBodySchema, ListSchema, UpdateListBodySchema } from "@/lib/validation/lists";
import { ApiRequestError, type Paginated } from "./api-client";
import { useApiMutation, useApiQuery } from "./api-hooks";

export type MailingList = z.output<typeof ListSchema>;
export type NewList = z.input<typeof CreateListBodySchema>;
export type ListChanges = z.input<typeof UpdateListBodySchema>;
export type ListsFilter = { q?: string; page?: number; limit?: number };

export const listKeys = {
  all: ["lists"] as const,
  list: (filter: ListsFilter) => [...listKeys.all, "list", filter] as const,
  detail: (id: string) => [...listKeys.all, "detail", id] as const,
  signupForm: (id: string) => [...listKeys.all, "signup-form", id] as const,
};

const listPath = (id: string) => `/lists/${encodeURIComponent(id)}`;

export function useLists(filter: ListsFilter) {
  return useApiQuery<Paginated<MailingList>>(listKeys.list(filter), "/lists", {
    query: filter,
    // Typing in the search box keeps the table on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useList(id: string) {
  return useApiQuery<MailingList>(listKeys.detail(id), listPath(id));
}

export function useListSignupForm(id: string) {
  return useApiQuery<{ html: string }>(listKeys.signupForm(id), `${listPath(id)}/signup-form`);
}

export function useCreateList() {
  return useApiMutation((api, input: NewList) => api.request<MailingList>("/lists", { method: "POST", json: input }), {
    invalidates: [listKeys.all],
  });
}

export function useUpdateList() {
  return useApiMutation(
    (api, { id, changes }: { id: string; changes: ListChanges }) =>
      api.request<MailingList>(listPath(id), { method: "PATCH", json: changes }),
    {
      onSuccess: (list, queryClient) => queryClient.setQueryData(listKeys.detail(list.id), list),
      invalidates: [listKeys.all],
    },
  );
}

export function useDeleteList() {
  return useApiMutation((api, id: string) => api.request<MailingList>(listPath(id), { method: "DELETE" }), {
    onSuccess: (list, queryClient) => {
      // Not refetched: the page of the deleted list would flash a 404 before it navigates away.
      queryClient.removeQueries({ queryKey: listKeys.detail(list.id) });
      queryClient.removeQueries({ queryKey: listKeys.signupForm(list.id) });
    },
    invalidates: [[...listKeys.all, "list"]],
  });
}

async function fetchCsv(id: string, token: string | null) {
  const response = await fetch(`/api/v1${listPath(id)}/export`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  throw new ApiRequestError(
    response.status,
    body?.code ?? "UNKNOWN",
    body?.message ?? `The export failed (HTTP ${response.status}).`,
  );
}

/**
 * Downloads a list's CSV. The export route wants the Bearer token, so a plain link cannot reach
 * it: the file is fetched here and handed to the browser as a download.
 */
export function useExportList() {
  const { data: session } = useSession();
  return useMutation({
    mutationFn: async (list: Pick<MailingList, "id" | "name">) => {
      let response: Response;
      try {
        response = await fetchCsv(list.id, session?.accessToken || null);
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
        // The access token expired while the tab slept: fetching the session renews it.
        const fresh = await getSession();
        response = await fetchCsv(list.id, fresh?.accessToken || null);
      }
      saveBlob(await response.blob(), `${fileNameOf(list.name)}.csv`);
    },
  });
}

/** The list's name as a file name: characters file systems refuse become "-". */
function fileNameOf(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what file systems refuse.
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim() || "contacts";
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
