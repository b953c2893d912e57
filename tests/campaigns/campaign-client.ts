import { GET as getRoute, PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/v1/campaigns/[id]/route";
import { POST as cancelRoute } from "@/app/api/v1/campaigns/[id]/cancel/route";
import { POST as duplicateRoute } from "@/app/api/v1/campaigns/[id]/duplicate/route";
import { GET as emailsRoute } from "@/app/api/v1/campaigns/[id]/emails/route";
import { GET as nextRunsRoute } from "@/app/api/v1/campaigns/[id]/next-runs/route";
import { POST as pauseRoute } from "@/app/api/v1/campaigns/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/v1/campaigns/[id]/resume/route";
import { POST as scheduleRoute } from "@/app/api/v1/campaigns/[id]/schedule/route";
import { POST as sendRoute } from "@/app/api/v1/campaigns/[id]/send/route";
import { POST as testRoute } from "@/app/api/v1/campaigns/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/campaigns/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const action = (handler: RouteHandler, name: string) => (token: string, id: string, json?: unknown) =>
  callRoute(handler, apiRequest(`/campaigns/${id}/${name}`, { method: "POST", token, json }), { id }).then(answer);

/** The campaign routes, called as Next.js calls them. */
export const campaigns = {
  create: (token: string, json: unknown) =>
    callRoute(createRoute, apiRequest("/campaigns", { method: "POST", token, json })).then(answer),
  list: (token: string, query = "") => callRoute(listRoute, apiRequest(`/campaigns${query}`, { token })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getRoute, apiRequest(`/campaigns/${id}`, { token }), { id }).then(answer),
  update: (token: string, id: string, json: unknown) =>
    callRoute(patchRoute, apiRequest(`/campaigns/${id}`, { method: "PATCH", token, json }), { id }).then(answer),
  remove: (token: string, id: string) =>
    callRoute(deleteRoute, apiRequest(`/campaigns/${id}`, { method: "DELETE", token }), { id }).then(answer),
  emails: (token: string, id: string, query = "") =>
    callRoute(emailsRoute, apiRequest(`/campaigns/${id}/emails${query}`, { token }), { id }).then(answer),
  nextRuns: (token: string, id: string, query = "") =>
    callRoute(nextRunsRoute, apiRequest(`/campaigns/${id}/next-runs${query}`, { token }), { id }).then(answer),
  send: action(sendRoute, "send"),
  schedule: action(scheduleRoute, "schedule"),
  pause: action(pauseRoute, "pause"),
  resume: action(resumeRoute, "resume"),
  cancel: action(cancelRoute, "cancel"),
  test: action(testRoute, "test"),
  duplicate: action(duplicateRoute, "duplicate"),
};
