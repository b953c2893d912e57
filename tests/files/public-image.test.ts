import { describe, expect, it } from "vitest";
import { GET as publicImageRoute } from "@/app/api/v1/public/images/[token]/route";
import { DELETE as deleteRoute } from "@/app/api/v1/files/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/files/route";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { csvBytes, pngBytes, upload } from "./file-fixtures";

const NOT_FOUND = { error: "not_found", code: "RESOURCE_NOT_FOUND", message: "File not found" };

function tokenOf(publicUrl: string) {
  return publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
}

async function fetchImage(token: string) {
  return callRoute(publicImageRoute, apiRequest(`/public/images/${token}`), { token });
}

describe("GET /public/images/{token}", () => {
  it("serves an uploaded image inline through its permanent publicUrl, without a credential", async () => {
    const { token } = await createTestTeam();
    const bytes = pngBytes();
    const { status, body } = await upload(uploadRoute, { token }, { name: "banner.png", bytes });
    expect(status).toBe(201);
    const file = body as { id: string; publicUrl: string };
    expect(file.publicUrl).toMatch(/\/api\/v1\/public\/images\/[\w-]+\.[\w-]+$/);

    const response = await fetchImage(tokenOf(file.publicUrl));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-ratelimit-limit")).toBe("1000");
  });

  it("gives other types no publicUrl, and answers 404 for altered tokens and deleted images", async () => {
    const { token } = await createTestTeam();
    const csv = await upload(uploadRoute, { token }, { name: "contacts.csv", bytes: csvBytes() });
    expect((csv.body as { publicUrl: unknown }).publicUrl).toBeNull();

    const image = (await upload(uploadRoute, { token }, { name: "logo.png", bytes: pngBytes() })).body as {
      id: string;
      publicUrl: string;
    };
    const genuine = tokenOf(image.publicUrl);
    const [payload, mac] = genuine.split(".");
    const altered = `${payload}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BA" : "AA"}`;
    for (const bad of [altered, "garbage", `${Buffer.from("someone-elses-id").toString("base64url")}.${mac}`]) {
      const response = await fetchImage(bad);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject(NOT_FOUND);
    }

    const deleted = await callRoute(deleteRoute, apiRequest(`/files/${image.id}`, { method: "DELETE", token }), {
      id: image.id,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = await fetchImage(genuine);
    expect(afterDelete.status).toBe(404);
    expect(await afterDelete.json()).toMatchObject(NOT_FOUND);
  });
});
