"use client";

import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { type ApiClient, type Paginated, type RequestQuery, useApiClient } from "./api-client";

// The one shape of the dashboard's calls: a GET gated on the session, and a call whose answer
// refreshes (or replaces) what the screens show. The files of this folder name their keys, paths
// and answers and hand the rest here.

/** Teams keep a handful of these: one page of the API's largest size holds them all. */
const WHOLE_LIST = { limit: 100 };

/** The keys of a resource: `all` is what a change of it invalidates, the others sit below it. */
export function resourceKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    list: () => [...all, "list"] as const,
    current: () => [...all, "current"] as const,
  };
}

type ApiQueryOptions<T, S> = Omit<UseQueryOptions<T, Error, S>, "queryKey" | "queryFn" | "enabled"> & {
  query?: RequestQuery;
  /** Anded with the session being ready. */
  enabled?: boolean;
};

/** GET `path` under `queryKey`, once the session carries a token. */
export function useApiQuery<T, S = T>(
  queryKey: QueryKey,
  path: string,
  { query, enabled = true, ...options }: ApiQueryOptions<T, S> = {},
) {
  const api = useApiClient();
  return useQuery<T, Error, S>({
    queryKey,
    queryFn: ({ signal }) => api.request<T>(path, { query, signal }),
    enabled: api.ready && enabled,
    ...options,
  });
}

/** The first page of the largest size, for resources a team keeps few of (a whole list on one screen). */
export function useWholeList<T, S = Paginated<T>>(
  queryKey: QueryKey,
  path: string,
  options: Omit<ApiQueryOptions<Paginated<T>, S>, "query"> = {},
) {
  return useApiQuery<Paginated<T>, S>(queryKey, path, { query: WHOLE_LIST, ...options });
}

type AfterMutation<Input, Output> = {
  /** Keys refetched after the call: after its success, or after either outcome with `settled`. */
  invalidates?: readonly QueryKey[];
  settled?: boolean;
  /** Runs on success before the refetch (put the answer in the cache, drop what it removed). */
  onSuccess?: (output: Output, queryClient: QueryClient, input: Input) => unknown;
};

/**
 * After a change that answers the item as it now is: the answer goes into the item's cache at once,
 * and everything under `all` refetches, whether the change succeeded or not.
 */
export function replacingItem<T extends { id: string }>(all: QueryKey, detail: (id: string) => QueryKey) {
  return {
    onSuccess: (item: T, queryClient: QueryClient) => {
      if (item?.id) queryClient.setQueryData(detail(item.id), item);
    },
    invalidates: [all],
    settled: true,
  };
}

/** A call of the API as a mutation; what it changed is refreshed as `after` says. */
export function useApiMutation<Input, Output>(
  call: (api: ApiClient, input: Input) => Promise<Output>,
  { invalidates = [], settled = false, onSuccess }: AfterMutation<Input, Output> = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: async (output: Output, input: Input) => {
      await onSuccess?.(output, queryClient, input);
      if (!settled) await refresh();
    },
    onSettled: settled ? refresh : undefined,
  });
}

/**
 * The create, update and delete calls of a resource under `basePath` (POST base, PATCH and DELETE
 * base/{id}) and POST actions on one item (base/{id}/{action}) answering the resource, each
 * refreshed as `after` says.
 */
export function resourceMutations<T, New, Changes>(basePath: string, after: AfterMutation<unknown, T>) {
  const itemPath = (id: string) => `${basePath}/${encodeURIComponent(id)}`;
  return {
    itemPath,
    useCreate: () =>
      useApiMutation((api, input: New) => api.request<T>(basePath, { method: "POST", json: input }), after),
    useUpdate: () =>
      useApiMutation(
        (api, { id, changes }: { id: string; changes: Changes }) =>
          api.request<T>(itemPath(id), { method: "PATCH", json: changes }),
        after,
      ),
    useDelete: () => useApiMutation((api, id: string) => api.request<T>(itemPath(id), { method: "DELETE" }), after),
    useAction: (action: string) => () =>
      useApiMutation((api, id: string) => api.request<T>(`${itemPath(id)}/${action}`, { method: "POST" }), after),
  };
}
