import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "./http";

// The calls of a resource's routes, made as Next.js makes them, shared by the per-area clients
// (tests/contacts/audience-client.ts, tests/campaigns/campaign-client.ts and the others): each
// client names its resource's route modules and how it reads an answer, and keeps its own
// extra calls beside these.

/** A user's access token or, with `{ apiKey }`, a key sent as X-API-KEY. */
export type Credential = string | { apiKey: string };

type Call = {
  method?: string;
  json?: unknown;
  params?: Record<string, string>;
  rawBody?: string;
  headers?: Record<string, string>;
};

function credential(auth: Credential) {
  return typeof auth === "string" ? { token: auth } : { headers: { "x-api-key": auth.apiKey } };
}

/** Calls `handler` with `path` (under /api/v1) as `auth`, with the call's dynamic segments in `params`. */
export async function send(
  handler: RouteHandler,
  auth: Credential,
  path: string,
  { params, headers, ...call }: Call = {},
) {
  const base = credential(auth);
  const request = apiRequest(path, {
    ...base,
    ...call,
    headers: { ...("headers" in base ? base.headers : {}), ...headers },
  });
  return callRoute(handler, request, params);
}

/** An answer as status and parsed JSON body. */
export async function answerJson(response: Promise<Response>) {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
}

/** An answer as status and parsed body, the body null when there is none (a 204). */
export async function answerOrEmpty(response: Promise<Response>) {
  const settled = await response;
  const text = await settled.text();
  return { status: settled.status, body: text ? JSON.parse(text) : null };
}

type CollectionRoutes = { GET?: RouteHandler; POST?: RouteHandler };
type ItemRoutes = { GET?: RouteHandler; PATCH?: RouteHandler; PUT?: RouteHandler; DELETE?: RouteHandler };

function route(handler: RouteHandler | undefined, name: string) {
  if (!handler) throw new Error(`no ${name} route`);
  return handler;
}

/** The calls of the resource at `path`, each answer read by `answer`. */
export function routesAt<Answer>(path: string, answer: (response: Promise<Response>) => Promise<Answer>) {
  const call = (handler: RouteHandler | undefined, name: string, auth: Credential, to: string, options: Call = {}) =>
    answer(send(route(handler, name), auth, to, options));
  return {
    /**
     * list, create, get, patch (also as update), put and remove, through the collection's route
     * module and its `[id]` route module.
     */
    crud(collection: CollectionRoutes, item: ItemRoutes) {
      const patch = (auth: Credential, id: string, json: unknown) =>
        call(item.PATCH, `PATCH ${path}/:id`, auth, `${path}/${id}`, { method: "PATCH", json, params: { id } });
      return {
        list: (auth: Credential, query = "") => call(collection.GET, `GET ${path}`, auth, `${path}${query}`),
        create: (auth: Credential, json: unknown) =>
          call(collection.POST, `POST ${path}`, auth, path, { method: "POST", json }),
        get: (auth: Credential, id: string) =>
          call(item.GET, `GET ${path}/:id`, auth, `${path}/${id}`, { params: { id } }),
        patch,
        // The name the campaign, webhook, automation and model clients give PATCH.
        update: patch,
        put: (auth: Credential, id: string, json: unknown) =>
          call(item.PUT, `PUT ${path}/:id`, auth, `${path}/${id}`, { method: "PUT", json, params: { id } }),
        remove: (auth: Credential, id: string) =>
          call(item.DELETE, `DELETE ${path}/:id`, auth, `${path}/${id}`, { method: "DELETE", params: { id } }),
      };
    },
    /** POST calls of `path`/:id/<name>, one a handler under its name (the path segment), each with an optional body. */
    posts<Name extends string>(handlers: Record<Name, RouteHandler>) {
      const calls = {} as Record<Name, (auth: Credential, id: string, json?: unknown) => Promise<Answer>>;
      for (const name of Object.keys(handlers) as Name[])
        calls[name] = (auth, id, json) =>
          call(handlers[name], name, auth, `${path}/${id}/${name}`, { method: "POST", json, params: { id } });
      return calls;
    },
    /** A GET of `path`/:id/`action` with a query string. */
    query(handler: RouteHandler, action: string) {
      return (auth: Credential, id: string, query = "") =>
        call(handler, action, auth, `${path}/${id}/${action}${query}`, { params: { id } });
    },
  };
}
