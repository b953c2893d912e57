"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { campaignKeys, type Campaign } from "@/lib/queries/campaigns";

/** setTimeout's longest delay (about 24.8 days); later runs are looked at when the page reloads. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The worker picks a due run up within a couple of seconds; until it has, look again this often. */
const OVERDUE_RECHECK_MS = 5_000;

/**
 * A scheduled campaign's page refreshes the campaign and its emails when its next run is due, so
 * it shows the run (live progress while SENDING, then its figures) without a reload.
 */
export function useRefetchAtNextRun(campaign: Campaign | undefined) {
  const queryClient = useQueryClient();
  const id = campaign?.id;
  const nextRunAt = campaign?.status === "SCHEDULED" ? campaign.nextRunAt : null;
  useEffect(() => {
    if (!id || !nextRunAt) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) });
      // Every filter and page of the campaign's emails table.
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all, "emails", id] });
    };
    const due = new Date(nextRunAt).getTime() - Date.now();
    if (due <= 0) {
      const timer = setInterval(refresh, OVERDUE_RECHECK_MS);
      return () => clearInterval(timer);
    }
    if (due > MAX_TIMER_MS) return;
    const timer = setTimeout(refresh, due + 2_000);
    return () => clearTimeout(timer);
  }, [id, nextRunAt, queryClient]);
}
