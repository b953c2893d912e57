import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { apiRequest, callRoute } from "../helpers/http";

describe("OpenAPI document of /auth", () => {
  it("documents the auth routes from the validating schemas, public ones without security", async () => {
    const document = await (await callRoute(getOpenApi, apiRequest("/openapi.json"))).json();
    const register = document.paths["/auth/register"].post;
    expect(register.security).toEqual([]);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(["201", "400", "409", "429"]));
    const registerBody = document.components.schemas.RegisterRequest;
    expect(registerBody.required.sort()).toEqual(["email", "password", "teamName"]);
    expect(registerBody.properties.password.minLength).toBe(8);
    expect(registerBody.properties.teamName.minLength).toBe(2);
    expect(document.paths["/auth/login"].post.responses).toHaveProperty("200");
    expect(document.paths["/auth/login"].post.responses).toHaveProperty("401");
    expect(document.components.schemas.AuthSession.required).toEqual(
      expect.arrayContaining(["user", "team", "access_token", "refresh_token", "token_type", "expires_in"]),
    );
    expect(document.paths["/auth/me"].get.security).toEqual([{ BearerAuth: [] }, { ApiKeyAuth: [] }]);
    expect(document.paths["/auth/users"].get.responses["200"].content["application/json"].schema.type).toBe("array");
    for (const path of ["/auth/refresh", "/auth/logout", "/auth/password-reset", "/auth/password-reset/confirm"]) {
      expect(document.paths[path].post.responses, path).toHaveProperty("200");
    }
  });
});
