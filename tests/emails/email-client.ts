import { POST as postEmail } from "@/app/api/v1/email/route";
import { GET as getEmailRoute } from "@/app/api/v1/emails/[id]/route";
import { GET as listEmailsRoute } from "@/app/api/v1/emails/route";
import { apiRequest, callRoute } from "../helpers/http";

/** Every answer body seen by this client, to check that no secret ever shows. */
export const seenBodies: string[] = [];

async function answer(response: Response) {
  const text = await response.text();
  seenBodies.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const emails = {
  send: (token: string, json: unknown) =>
    callRoute(postEmail, apiRequest("/email", { method: "POST", token, json })).then(answer),
  get: (token: string, id: string) =>
    callRoute(getEmailRoute, apiRequest(`/emails/${id}`, { token }), { id }).then(answer),
  list: (token: string, query = "") =>
    callRoute(listEmailsRoute, apiRequest(`/emails${query}`, { token })).then(answer),
};
