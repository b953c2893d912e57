import { beforeAll, describe, expect, it } from "vitest";
import { GET as signupFormRoute } from "@/app/api/v1/lists/[id]/signup-form/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { createList, NOT_FOUND, send, type Credential } from "../contacts/audience-client";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";

// Opening the embedded database can take longer than a transaction may wait to start (2 s):
// open it before the first test creates a team in a transaction.
beforeAll(() => db.$queryRaw`SELECT 1`);

async function signupForm(auth: Credential, id: string) {
  const response = await send(signupFormRoute, auth, `/lists/${id}/signup-form`, { params: { id } });
  return { status: response.status, body: await response.json() };
}

describe("GET /lists/{id}/signup-form", () => {
  it("answers the list's form posting to its public subscribe URL, with the list name escaped", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token, "News & <Offers>");
    const { status, body } = await signupForm(token, list.id);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["html"]);
    expect(body.html).toContain(`action="${env.APP_URL}/api/v1/public/lists/${list.id}/subscribe"`);
    expect(body.html).toContain('method="post"');
    expect(body.html).toContain('name="email"');
    expect(body.html).toContain("Subscribe to News &amp; &lt;Offers&gt;");
    expect(body.html).not.toContain("<Offers>");
  });

  it("is readable with lists:read only", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    const readOnly = { apiKey: await createTestApiKey(team.id, ["lists:read"]) };
    expect((await signupForm(readOnly, list.id)).status).toBe(200);
    const contactsOnly = { apiKey: await createTestApiKey(team.id, ["contacts:read"]) };
    expect(await signupForm(contactsOnly, list.id)).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });

  it("answers 404 for another team's list, a deleted list and an unknown id", async () => {
    const owner = await createTestTeam();
    const stranger = await createTestTeam("Someone Else");
    const list = await createList(owner.token);
    expect(await signupForm(stranger.token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await signupForm(owner.token, "no-such-list")).toEqual({ status: 404, body: NOT_FOUND("List") });
    await db.mailingList.update({ where: { id: list.id }, data: { isDeleted: true } });
    expect(await signupForm(owner.token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
  });

  it("answers 401 without credentials", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const response = await callRoute(signupFormRoute, apiRequest(`/lists/${list.id}/signup-form`), { id: list.id });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(
      errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"),
    );
  });
});
