"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState } from "react";
import { z } from "zod";
import { ToastProvider } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/queries/api-client";

// In the browser zod would probe `new Function` to compile its parsers, which the pages' CSP
// (no 'unsafe-eval', docs/contract.md section 18) refuses and reports; the interpreted parsers are plenty here.
z.config({ jitless: true });

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Avoid an immediate refetch right after hydration of server-rendered data.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on a second try; network failures and 5xx might.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

// The session is fetched from /api/auth/session, which also renews the API access token shortly
// before it expires; polling keeps a tab that stays open all day signed in.
const SESSION_POLL_SECONDS = 4 * 60;

export function Providers({ children }: { children: React.ReactNode }) {
  // One client per browser session; useState keeps it stable across renders.
  const [queryClient] = useState(createQueryClient);
  return (
    <SessionProvider refetchInterval={SESSION_POLL_SECONDS}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
