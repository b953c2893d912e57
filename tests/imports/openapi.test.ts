import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { apiRequest, callRoute } from "../helpers/http";

describe("imports in the OpenAPI document", () => {
  it("documents both request bodies of POST /imports, its 202, and the reads", async () => {
    const response = await callRoute(getOpenApi, apiRequest("/openapi.json"));
    const document = await response.json();
    await SwaggerParser.validate(structuredClone(document));

    const create = document.paths["/imports"].post;
    expect(Object.keys(create.requestBody.content).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(create.requestBody.content["multipart/form-data"].schema).toMatchObject({
      required: ["file", "listId"],
      properties: { file: { format: "binary" }, fieldsMap: { type: "string" } },
    });
    expect(create.requestBody.content["application/json"].schema.$ref).toBe("#/components/schemas/CreateImportBody");
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["202", "400", "401", "403", "404", "413", "422", "429"]),
    );
    expect(create.responses["202"].content["application/json"].schema.$ref).toBe("#/components/schemas/ContactImport");

    expect(document.paths["/imports"].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "limit", "listId", "status"]),
    );
    expect(Object.keys(document.paths["/imports/{id}"].get.responses)).toEqual(expect.arrayContaining(["200", "404"]));
    expect(document.paths["/imports/preview"].post.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/ImportPreview",
    );
    expect(document.components.schemas.ContactImport.required).toEqual(
      expect.arrayContaining([
        "status",
        "total",
        "processed",
        "imported",
        "updated",
        "skipped",
        "errors",
        "progress",
        "fieldsMap",
      ]),
    );
  });
});
