"use client";

import { getSession, useSession } from "next-auth/react";
import { useMemo } from "react";
import { announcePlanError } from "./plan-error-event";

// The dashboard's one way to call /api/v1: the session's access token as Bearer, the API's error
// envelope ({ error, message, code, details }) turned into an ApiRequestError.

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a validation error, keyed by field name. */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export type Paginated<T> = { data: T[]; pagination: { page: number; limit: number; total: number } };

export type RequestQuery = Record<string, string | number | undefined>;

type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  query?: RequestQuery;
  token?: string | null;
  signal?: AbortSignal;
};

export const NETWORK_MESSAGE = "We couldn't reach Sendwell. Check your connection and try again.";

/** The API's error envelope as an ApiRequestError (also for XMLHttpRequest uploads). */
export function errorFromBody(status: number, body: unknown): ApiRequestError {
  const envelope = (body && typeof body === "object" ? body : {}) as {
    message?: unknown;
    code?: unknown;
    error?: unknown;
    details?: unknown;
  };
  const message = typeof envelope.message === "string" ? envelope.message : `The request failed (HTTP ${status}).`;
  const code =
    typeof envelope.code === "string" ? envelope.code : typeof envelope.error === "string" ? envelope.error : "UNKNOWN";
  const details =
    envelope.details && typeof envelope.details === "object" ? (envelope.details as Record<string, string>) : {};
  return new ApiRequestError(status, code, message, details);
}

function urlFor(path: string, query: RequestOptions["query"]) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `/api/v1${path}${search ? `?${search}` : ""}`;
}

/** One API call. Public endpoints (sign-up, invites, password reset) pass no token. */
export async function apiRequest<T>(
  path: string,
  { method = "GET", json, query, token, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlFor(path, query), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
      cache: "no-store",
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, "NETWORK_ERROR", NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorFromBody(response.status, body);
    announcePlanError(error.status, { code: error.code, message: error.message });
    throw error;
  }
  return body as T;
}

/** Field errors of a failed request, for forms: `{ email: "is already registered" }`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && (error.status === 400 || error.status === 409 || error.status === 422)
    ? error.details
    : {};
}

/** A message fit for a toast or an inline alert. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 403 && error.code === "INSUFFICIENT_PERMISSIONS")
      return "Your role does not allow this. Ask a team admin.";
    return error.message;
  }
  return NETWORK_MESSAGE;
}

// Several queries can fail with 401 at once (the tab slept past the token's expiry): they wait for
// one session renewal rather than each asking for its own.
let renewal: Promise<string | null> | null = null;

export type ApiClient = {
  /** True once the session is known and carries a token: gate queries on it. */
  ready: boolean;
  request: <T>(path: string, options?: Omit<RequestOptions, "token">) => Promise<T>;
};

export function useApiClient(): ApiClient {
  const { data: session, status, update } = useSession();
  const token = session?.accessToken || null;

  return useMemo(() => {
    const renewToken = () => {
      // update() refreshes this tab's session state; it answers undefined while a fetch is already
      // running, and getSession() then waits for an answer of its own.
      renewal ??= update()
        .then(async (fresh) => (fresh === undefined ? getSession() : fresh))
        .then((fresh) => fresh?.accessToken || null)
        .finally(() => {
          renewal = null;
        });
      return renewal;
    };

    async function request<T>(path: string, options: Omit<RequestOptions, "token"> = {}): Promise<T> {
      try {
        return await apiRequest<T>(path, { ...options, token });
      } catch (error) {
        // A wrong two-factor code is a 401 about the code, not about the session.
        if (!(error instanceof ApiRequestError) || error.status !== 401 || error.code === "INVALID_CODE") throw error;
        // Fetching the session renews the access token on the server; try once more with it.
        const fresh = await renewToken();
        if (fresh && fresh !== token) return apiRequest<T>(path, { ...options, token: fresh });
        if (!fresh)
          window.location.assign(
            `/sign-in?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
          );
        throw error;
      }
    }

    return { ready: status === "authenticated" && token !== null, request };
  }, [status, token, update]);
}
