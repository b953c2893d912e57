import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { ALL_PERMISSIONS } from "@/lib/auth/permissions";
import { apiRequest, callRoute } from "../helpers/http";

describe("OpenAPI document of /api-keys, /auth/google and /usage", () => {
  it("documents them from the validating schemas, without the key hash", async () => {
    const document = await (await callRoute(getOpenApi, apiRequest("/openapi.json"))).json();
    const { schemas } = document.components;

    expect(Object.keys(document.paths["/api-keys"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api-keys/{id}"]).sort()).toEqual(["delete", "get", "patch", "put"]);
    expect(document.paths["/api-keys"].post.responses).toHaveProperty("201");
    expect(document.paths["/api-keys/{id}"].delete.responses).toHaveProperty("404");
    expect(schemas.CreateApiKeyBody.required.sort()).toEqual(["name", "permissions"]);
    expect(schemas.Permission.enum).toEqual([...ALL_PERMISSIONS]);
    expect(schemas.ApiKey.properties).not.toHaveProperty("keyHash");
    expect(schemas.ApiKey.properties).not.toHaveProperty("key");
    expect(JSON.stringify(schemas.CreatedApiKey)).toContain('"key"');

    const google = document.paths["/auth/google"].post;
    expect(google.security).toEqual([]);
    expect(Object.keys(google.responses)).toEqual(expect.arrayContaining(["200", "401", "422", "503"]));
    expect(schemas.GoogleSignInRequest.required).toEqual(["id_token"]);

    const usage = document.paths["/usage"].get;
    expect(usage.security).toEqual([{ BearerAuth: [] }, { ApiKeyAuth: [] }]);
    expect(schemas.Usage.required.sort()).toEqual([
      "aiTokens",
      "campaigns",
      "contacts",
      "emails",
      "period",
      "requests",
    ]);
  });
});
