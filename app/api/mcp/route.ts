import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { withApi } from "@/lib/api";
import { createMcpServer } from "@/lib/mcp";

// The MCP endpoint (docs/contract.md section 17): Streamable HTTP in stateless mode, one server and transport
// per request, answering JSON. withApi authenticates (Authorization: Bearer <API key>), rate
// limits and counts usage like any API route; the tools filter themselves by the key's permissions.
const handle = withApi(
  async ({ request, principal }) => {
    const server = createMcpServer(principal);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  },
  { method: "POST", path: "/mcp", summary: "MCP server", tags: ["MCP"] },
);

export const POST = handle;
export const GET = handle;
export const DELETE = handle;
