import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as mcpDelete, GET as mcpGet, POST as mcpPost } from "@/app/api/mcp/route";
import type { Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { CAMPAIGN_HTML, listWithContacts, templateFor } from "../campaigns/fixtures";
import { smtpConfigFor } from "../emails/fixtures";
import { startRouteServer } from "../emails/route-server";
import { type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";

// The MCP server at /api/mcp, driven by the SDK's own Client over real HTTP (Streamable HTTP).

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
let server: Awaited<ReturnType<typeof startRouteServer>>;
let url: URL;
beforeAll(async () => {
  server = await startRouteServer({ "POST /api/mcp": mcpPost, "GET /api/mcp": mcpGet, "DELETE /api/mcp": mcpDelete });
  url = new URL(server.baseUrl.replace(/\/api\/v1$/, "/api/mcp"));
});
afterAll(() => server.close());

const ALL: Permission[] = [
  "contacts:read",
  "contacts:write",
  "lists:read",
  "lists:write",
  "templates:read",
  "emails:send",
  "emails:read",
  "campaigns:read",
  "campaigns:send",
  "analytics:read",
];

async function connect(key: string) {
  const client = new Client({ name: "sendwell-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: `Bearer ${key}` } } }),
  );
  return client;
}

const parsed = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  JSON.parse((result.content as { text: string }[])[0].text);

describe("MCP server", () => {
  it("lists every tool for a full key and runs each against the team's data", async () => {
    const { team } = await createTestTeam();
    const smtp = await smtpConfigFor(team.id, { port: peer.port });
    const client = await connect(await createTestApiKey(team.id, ALL));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "create_contact",
        "create_list",
        "get_campaign",
        "get_campaign_analytics",
        "get_contact",
        "get_email",
        "get_team_overview",
        "get_template",
        "list_campaigns",
        "list_contacts",
        "list_lists",
        "list_templates",
        "send_campaign",
        "send_email",
      ].sort(),
    );
    expect(tools.find((tool) => tool.name === "create_contact")?.inputSchema.required).toEqual(
      expect.arrayContaining(["email", "listId"]),
    );
    expect(tools.find((tool) => tool.name === "list_contacts")?.annotations?.readOnlyHint).toBe(true);

    const list = parsed(await client.callTool({ name: "create_list", arguments: { name: "Agents" } }));
    expect(list).toMatchObject({ name: "Agents", teamId: team.id });
    expect(
      parsed(await client.callTool({ name: "list_lists", arguments: {} })).data.map((item: { id: string }) => item.id),
    ).toContain(list.id);
    const email = uniqueEmail("mcp");
    const contact = parsed(
      await client.callTool({ name: "create_contact", arguments: { listId: list.id, email, firstName: "Ada" } }),
    );
    expect(contact).toMatchObject({ email, firstName: "Ada", listId: list.id });
    expect(parsed(await client.callTool({ name: "get_contact", arguments: { id: contact.id } })).email).toBe(email);
    expect(
      parsed(await client.callTool({ name: "list_contacts", arguments: { listId: list.id } })).pagination.total,
    ).toBe(1);

    const template = await templateFor(team.id, { subject: "Hello {{ firstName }}", html: CAMPAIGN_HTML });
    expect(
      parsed(await client.callTool({ name: "list_templates", arguments: {} })).data.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([template.id]);
    expect(parsed(await client.callTool({ name: "get_template", arguments: { id: template.id } })).variables).toEqual(
      expect.arrayContaining(["firstName"]),
    );

    const sent = parsed(
      await client.callTool({ name: "send_email", arguments: { to: email, templateId: template.id } }),
    );
    expect(sent).toEqual({ id: expect.any(String), status: "QUEUED" });
    expect(await db.email.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({
      subject: "Hello Ada",
      teamId: team.id,
    });
    expect(parsed(await client.callTool({ name: "get_email", arguments: { id: sent.id } })).status).toBe("QUEUED");

    const audience = await listWithContacts(team.id, { active: 2 });
    const campaign = await db.campaign.create({
      data: {
        teamId: team.id,
        name: "From an agent",
        listId: audience.list.id,
        templateId: template.id,
        smtpConfigId: smtp.id,
      },
    });
    expect(
      parsed(await client.callTool({ name: "list_campaigns", arguments: {} })).data.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([campaign.id]);
    expect(parsed(await client.callTool({ name: "get_campaign", arguments: { id: campaign.id } })).status).toBe(
      "DRAFT",
    );
    expect(parsed(await client.callTool({ name: "send_campaign", arguments: { id: campaign.id } })).status).toBe(
      "SENDING",
    );
    expect(
      parsed(await client.callTool({ name: "get_campaign_analytics", arguments: { campaignId: campaign.id } })),
    ).toMatchObject({ openCount: 0 });
    expect(parsed(await client.callTool({ name: "get_team_overview", arguments: {} }))).toBeTypeOf("object");
    await client.close();
  });

  it("errors come back as tool errors with the API's envelope; bad arguments are refused", async () => {
    const { team } = await createTestTeam();
    const client = await connect(await createTestApiKey(team.id, ALL));
    const missing = await client.callTool({ name: "get_contact", arguments: { id: "nope" } });
    expect(missing.isError).toBe(true);
    expect(parsed(missing)).toMatchObject({ error: "not_found", code: "RESOURCE_NOT_FOUND" });
    const noSmtp = await client.callTool({
      name: "send_email",
      arguments: { to: uniqueEmail("x"), subject: "S", html: "<p>x</p>" },
    });
    expect(parsed(noSmtp)).toMatchObject({
      code: "UNPROCESSABLE",
      details: { smtpConfigId: "is required: the team has no default SMTP configuration" },
    });
    const invalid = await client.callTool({ name: "create_contact", arguments: { email: "not-an-email" } });
    expect(invalid.isError).toBe(true);
    expect(parsed(invalid)).toMatchObject({
      error: "validation_error",
      code: "VALIDATION_ERROR",
      message: "Invalid body",
      details: { listId: expect.any(String), email: expect.any(String) },
    });
    await client.close();
  });

  it("a read-only key sees only reading tools and cannot send", async () => {
    const { team } = await createTestTeam();
    const client = await connect(
      await createTestApiKey(team.id, ["contacts:read", "lists:read", "campaigns:read", "analytics:read"]),
    );
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "get_campaign",
      "get_campaign_analytics",
      "get_contact",
      "get_team_overview",
      "list_campaigns",
      "list_contacts",
      "list_lists",
    ]);
    const send = await client.callTool({
      name: "send_email",
      arguments: { to: uniqueEmail("no"), subject: "S", html: "<p>x</p>" },
    });
    expect(send.isError).toBe(true);
    expect(parsed(send)).toMatchObject({
      error: "not_found",
      code: "RESOURCE_NOT_FOUND",
      message: "Tool send_email not found",
    });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
    await client.close();
  });

  it("without a key or with a bad one the endpoint answers 401", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: "unauthorized", message: "Authorization header required" });
    const bad = await post({ authorization: "Bearer sw_not-a-key" });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: "unauthorized", message: "Invalid or expired API key" });
  });
});
