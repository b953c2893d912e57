// The MCP server (contract section 17): tools that each call one service.
export { createMcpServer } from "./create-mcp-server";
