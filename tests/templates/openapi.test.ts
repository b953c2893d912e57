import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { apiRequest, callRoute } from "../helpers/http";

describe("templates and categories in the OpenAPI document", () => {
  it("documents bodies, answers and errors", async () => {
    const document = await (await callRoute(getOpenApi, apiRequest("/openapi.json"))).json();
    await SwaggerParser.validate(structuredClone(document));
    const create = document.paths["/templates"].post;
    expect(create.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/CreateTemplateBody",
    });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["201", "400", "403", "404", "413", "422"]));
    for (const method of ["patch", "put"]) {
      expect(document.paths["/templates/{id}"][method].requestBody.content["application/json"].schema).toEqual({
        $ref: "#/components/schemas/UpdateTemplateBody",
      });
    }
    expect(document.paths["/templates"].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "limit", "q", "categoryId"]),
    );
    expect(document.components.schemas.TemplateListItem.properties).not.toHaveProperty("html");
    expect(document.components.schemas.Template.required).toEqual(
      expect.arrayContaining(["html", "variables", "htmlFileId", "designJson"]),
    );
    expect(Object.keys(document.paths["/templates/{id}/render"].post.responses)).toEqual(
      expect.arrayContaining(["200", "404", "422"]),
    );
    expect(document.paths["/templates/{id}/duplicate"].post.responses).toHaveProperty("201");
    expect(document.paths["/templates/starters"].get.responses).toHaveProperty("200");
    expect(Object.keys(document.paths["/categories/{id}"])).toEqual(
      expect.arrayContaining(["get", "patch", "put", "delete"]),
    );
  });
});
