import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { apiRequest, callRoute } from "../helpers/http";

describe("files in the OpenAPI document", () => {
  it("documents the upload as multipart and the download as public", async () => {
    const response = await callRoute(getOpenApi, apiRequest("/openapi.json"));
    const document = await response.json();
    await SwaggerParser.validate(structuredClone(document));

    const uploadOperation = document.paths["/files"].post;
    expect(uploadOperation.requestBody.content).toEqual({
      "multipart/form-data": {
        schema: expect.objectContaining({
          required: ["file"],
          properties: { file: expect.objectContaining({ format: "binary" }) },
        }),
      },
    });
    expect(Object.keys(uploadOperation.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "413", "429"]),
    );
    expect(document.paths["/files"].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "limit", "q", "type"]),
    );
    expect(Object.keys(document.paths["/files/{id}"])).toEqual(expect.arrayContaining(["get", "delete"]));
    const downloadOperation = document.paths["/files/{id}/download"].get;
    expect(downloadOperation.security).toEqual([]);
    expect(Object.keys(downloadOperation.responses)).toEqual(expect.arrayContaining(["200", "403", "404"]));
    expect(document.components.schemas.File.required).toEqual(
      expect.arrayContaining(["signedUrl", "path", "size", "type"]),
    );
  });
});
