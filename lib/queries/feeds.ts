"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { FeedPreviewSchema } from "@/lib/validation/feeds";
import { useApiClient } from "./api-client";

export type FeedPreview = z.output<typeof FeedPreviewSchema>;
export type FeedItem = FeedPreview["items"][number];

const feedKeys = {
  all: ["feeds"] as const,
  preview: (url: string, maxItems: number) => [...feedKeys.all, "preview", url, maxItems] as const,
};

/** POST /feeds/preview: the feed's newest items, for the campaign wizard's live preview (null url: nothing asked). */
export function useFeedPreview(url: string | null, maxItems: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: feedKeys.preview(url ?? "", maxItems),
    queryFn: ({ signal }) =>
      api.request<FeedPreview>("/feeds/preview", { method: "POST", json: { url, maxItems }, signal }),
    enabled: api.ready && url !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
