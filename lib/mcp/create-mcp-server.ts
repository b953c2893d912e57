import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { toApiError, ApiError, errorBody, parseInput } from "@/lib/api";
import type { Principal } from "@/lib/auth";
import { MCP_TOOLS, type McpTool } from "./tools";

// One MCP server per request (stateless Streamable HTTP): it offers exactly the tools the caller's
// permissions allow, so a read-only key neither sees nor can call a sending tool. The low-level
// Server is used rather than McpServer so that a tool's input is parsed by the very zod schema of
// its REST route (top-level refinements included) and a refusal reads like the API's 400 envelope.

const text = (value: unknown, isError = false): CallToolResult => ({
  content: [
    { type: "text", text: JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? Number(item) : item)) },
  ],
  ...(isError ? { isError: true } : {}),
});

/** The input half of the route's schema as JSON Schema, inlined (named schemas come out as a $ref). */
function inputSchemaOf(tool: McpTool): Tool["inputSchema"] {
  const json = z.toJSONSchema(tool.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown> & {
    $ref?: string;
    $defs?: Record<string, object>;
  };
  const root = json.$ref ? { ...json.$defs?.[json.$ref.replace("#/$defs/", "")], $defs: json.$defs } : json;
  return { ...root, type: "object" } as Tool["inputSchema"];
}

export function createMcpServer(principal: Principal): Server {
  const allowed = MCP_TOOLS.filter((tool) => principal.permissions.has(tool.permission));
  const server = new Server(
    { name: "sendwell", version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions:
        "Sendwell email marketing: contacts, lists, templates, sending, campaigns and analytics of one team.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: allowed.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: inputSchemaOf(tool),
      annotations: { readOnlyHint: tool.readOnly, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = allowed.find((item) => item.name === request.params.name);
    // Unknown and forbidden look the same: a key learns nothing about tools it may not use.
    if (!tool) return text(errorBody(ApiError.notFound(`Tool ${request.params.name} not found`)), true);
    try {
      const args = parseInput(tool.input, request.params.arguments ?? {}, "body");
      return text(await tool.run(args as never, principal.teamId));
    } catch (error) {
      // The API's error envelope, so an agent reads the same code and details as a REST client.
      return text(errorBody(toApiError(error)), true);
    }
  });
  return server;
}
