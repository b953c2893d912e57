import { POST as writeRoute } from "@/app/api/v1/ai/write/route";
import { POST as testModelRoute } from "@/app/api/v1/models/[id]/test/route";
import { GET as usageRoute } from "@/app/api/v1/usage/route";
import { answer } from "../automations/automation-client";
import { apiRequest, callRoute } from "../helpers/http";

/** POST /models/{id}/test, POST /ai/write and GET /usage, called as Next.js calls them. */
export const ai = {
  testModel: (token: string, id: string) =>
    callRoute(testModelRoute, apiRequest(`/models/${id}/test`, { method: "POST", token }), { id }).then(answer),
  write: (token: string, json: unknown) =>
    callRoute(writeRoute, apiRequest("/ai/write", { method: "POST", token, json })).then(answer),
  usage: (token: string) => callRoute(usageRoute, apiRequest("/usage", { token })).then(answer),
};
