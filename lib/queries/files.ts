"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { getSession, useSession } from "next-auth/react";
import { useCallback } from "react";
import type { z } from "zod";
import type { FileSchema } from "@/lib/validation/files";
import { ApiRequestError, errorFromBody, NETWORK_MESSAGE, useApiClient, type Paginated } from "./api-client";

export type StoredFile = z.output<typeof FileSchema>;

/** The API's upload cap (UPLOAD_LIMIT_BYTES in lib/api/read-multipart.ts, a server-only module). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const PAGE_SIZE = 24;

const fileKeys = {
  all: ["files"] as const,
  list: (filter: { type?: string }) => [...fileKeys.all, "list", filter] as const,
};

/** The team's files, newest first, a page at a time ("Load more"). */
export function useFiles(filter: { type?: string } = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: fileKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.request<Paginated<StoredFile>>("/files", {
        query: { page: pageParam, limit: PAGE_SIZE, type: filter.type },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page * pagination.limit < pagination.total ? pagination.page + 1 : undefined,
    enabled: api.ready,
  });
}

export function useDeleteFile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<StoredFile>(`/files/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export type UploadProgress = (fraction: number) => void;

/**
 * POST /files as multipart. XMLHttpRequest rather than fetch, because only it reports how much of
 * the body has been sent, which the per-file progress bars show.
 */
function postFile(
  url: string,
  file: File,
  token: string | null,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as StoredFile);
      else reject(errorFromBody(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "NETWORK_ERROR", NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file with the session's token, retrying once with a renewed token after a 401 (the
 * tab slept past the token's expiry), as useApiClient does for JSON requests.
 */
export function useUploadFile(url = "/api/v1/files") {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const token = session?.accessToken || null;
  return useCallback(
    async (file: File, onProgress?: UploadProgress, signal?: AbortSignal) => {
      let uploaded: StoredFile;
      try {
        uploaded = await postFile(url, file, token, onProgress, signal);
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
        const fresh = (await getSession())?.accessToken || null;
        if (!fresh || fresh === token) throw error;
        uploaded = await postFile(url, file, fresh, onProgress, signal);
      }
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      return uploaded;
    },
    [url, token, queryClient],
  );
}
