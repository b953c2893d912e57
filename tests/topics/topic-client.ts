import { GET as listRoute, POST as createRoute } from "@/app/api/v1/topics/route";
import { GET as getRoute, PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/v1/topics/[id]/route";
import { GET as audienceRoute } from "@/app/api/v1/topics/[id]/audience/route";
import { GET as contactTopicsRoute, PUT as setContactTopicsRoute } from "@/app/api/v1/contacts/[id]/topics/route";
import { GET as consentRoute } from "@/app/api/v1/contacts/[id]/consent/route";
import { apiRequest, callRoute, settle } from "../helpers/http";

// The topic routes (docs/contract.md section 21), called as Next.js calls them.

export const topics = {
  create: (token: string, json: unknown) =>
    settle(callRoute(createRoute, apiRequest("/topics", { method: "POST", token, json }))),
  list: (token: string, query = "") => settle(callRoute(listRoute, apiRequest(`/topics${query}`, { token }))),
  get: (token: string, id: string) => settle(callRoute(getRoute, apiRequest(`/topics/${id}`, { token }), { id })),
  update: (token: string, id: string, json: unknown) =>
    settle(callRoute(patchRoute, apiRequest(`/topics/${id}`, { method: "PATCH", token, json }), { id })),
  remove: (token: string, id: string) =>
    settle(callRoute(deleteRoute, apiRequest(`/topics/${id}`, { method: "DELETE", token }), { id })),
  audience: (token: string, id: string, query: string) =>
    settle(callRoute(audienceRoute, apiRequest(`/topics/${id}/audience${query}`, { token }), { id })),
  ofContact: (token: string, id: string) =>
    settle(callRoute(contactTopicsRoute, apiRequest(`/contacts/${id}/topics`, { token }), { id })),
  setForContact: (token: string, id: string, json: unknown) =>
    settle(
      callRoute(setContactTopicsRoute, apiRequest(`/contacts/${id}/topics`, { method: "PUT", token, json }), { id }),
    ),
  ledger: (token: string, id: string) =>
    settle(callRoute(consentRoute, apiRequest(`/contacts/${id}/consent`, { token }), { id })),
};
