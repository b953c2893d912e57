import { POST as activateRoute } from "@/app/api/v1/automations/[id]/activate/route";
import { POST as deactivateRoute } from "@/app/api/v1/automations/[id]/deactivate/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
  PUT as putRoute,
} from "@/app/api/v1/automations/[id]/route";
import { GET as runsRoute } from "@/app/api/v1/automations/[id]/runs/route";
import { POST as testRoute } from "@/app/api/v1/automations/[id]/test/route";
import { POST as eventsRoute } from "@/app/api/v1/automations/events/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/automations/route";
import {
  DELETE as deleteModelRoute,
  GET as getModelRoute,
  PATCH as patchModelRoute,
} from "@/app/api/v1/models/[id]/route";
import { GET as listModelsRoute, POST as createModelRoute } from "@/app/api/v1/models/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";

export async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const action = (handler: RouteHandler, name: string) => (token: string, id: string) =>
  callRoute(handler, apiRequest(`/automations/${id}/${name}`, { method: "POST", token }), { id }).then(answer);

/** The automation routes, called as Next.js calls them. */
export const automations = {
  create: (token: string, json: unknown) =>
    callRoute(createRoute, apiRequest("/automations", { method: "POST", token, json })).then(answer),
  list: (token: string, query = "") => callRoute(listRoute, apiRequest(`/automations${query}`, { token })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getRoute, apiRequest(`/automations/${id}`, { token }), { id }).then(answer),
  update: (token: string, id: string, json: unknown) =>
    callRoute(patchRoute, apiRequest(`/automations/${id}`, { method: "PATCH", token, json }), { id }).then(answer),
  put: (token: string, id: string, json: unknown) =>
    callRoute(putRoute, apiRequest(`/automations/${id}`, { method: "PUT", token, json }), { id }).then(answer),
  remove: (token: string, id: string) =>
    callRoute(deleteRoute, apiRequest(`/automations/${id}`, { method: "DELETE", token }), { id }).then(answer),
  runs: (token: string, id: string, query = "") =>
    callRoute(runsRoute, apiRequest(`/automations/${id}/runs${query}`, { token }), { id }).then(answer),
  test: (token: string, id: string, json: unknown) =>
    callRoute(testRoute, apiRequest(`/automations/${id}/test`, { method: "POST", token, json }), { id }).then(answer),
  event: (token: string, json: unknown) =>
    callRoute(eventsRoute, apiRequest("/automations/events", { method: "POST", token, json })).then(answer),
  activate: action(activateRoute, "activate"),
  deactivate: action(deactivateRoute, "deactivate"),
};

export const models = {
  create: (token: string, json: unknown) =>
    callRoute(createModelRoute, apiRequest("/models", { method: "POST", token, json })).then(answer),
  list: (token: string) => callRoute(listModelsRoute, apiRequest("/models", { token })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getModelRoute, apiRequest(`/models/${id}`, { token }), { id }).then(answer),
  update: (token: string, id: string, json: unknown) =>
    callRoute(patchModelRoute, apiRequest(`/models/${id}`, { method: "PATCH", token, json }), { id }).then(answer),
  remove: (token: string, id: string) =>
    callRoute(deleteModelRoute, apiRequest(`/models/${id}`, { method: "DELETE", token }), { id }).then(answer),
};
