import {
  DELETE as deleteCategoryRoute,
  GET as getCategoryRoute,
  PATCH as patchCategoryRoute,
} from "@/app/api/v1/categories/[id]/route";
import { GET as listCategoriesRoute, POST as createCategoryRoute } from "@/app/api/v1/categories/route";
import { POST as duplicateRoute } from "@/app/api/v1/templates/[id]/duplicate/route";
import { POST as renderRoute } from "@/app/api/v1/templates/[id]/render/route";
import {
  DELETE as deleteTemplateRoute,
  GET as getTemplateRoute,
  PATCH as patchTemplateRoute,
  PUT as putTemplateRoute,
} from "@/app/api/v1/templates/[id]/route";
import { GET as listTemplatesRoute, POST as createTemplateRoute } from "@/app/api/v1/templates/route";
import { GET as startersRoute } from "@/app/api/v1/templates/starters/route";
import { POST as publishRoute } from "@/app/api/v1/templates/[id]/publish/route";
import { GET as listVersionsRoute } from "@/app/api/v1/templates/[id]/versions/route";
import { GET as getVersionRoute } from "@/app/api/v1/templates/[id]/versions/[version]/route";
import { POST as restoreVersionRoute } from "@/app/api/v1/templates/[id]/versions/[version]/restore/route";
import { send, type Credential } from "../contacts/audience-client";

// Calls of the /templates and /categories routes shared by the content test files.

async function answer(response: Promise<Response>) {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
}

export const templates = {
  list: (auth: Credential, query = "") => answer(send(listTemplatesRoute, auth, `/templates${query}`)),
  create: (auth: Credential, json: unknown) =>
    answer(send(createTemplateRoute, auth, "/templates", { method: "POST", json })),
  createRaw: (auth: Credential, rawBody: string) =>
    answer(
      send(createTemplateRoute, auth, "/templates", {
        method: "POST",
        rawBody,
        headers: { "content-type": "application/json" },
      }),
    ),
  get: (auth: Credential, id: string) => answer(send(getTemplateRoute, auth, `/templates/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchTemplateRoute, auth, `/templates/${id}`, { method: "PATCH", json, params: { id } })),
  put: (auth: Credential, id: string, json: unknown) =>
    answer(send(putTemplateRoute, auth, `/templates/${id}`, { method: "PUT", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteTemplateRoute, auth, `/templates/${id}`, { method: "DELETE", params: { id } })),
  render: (auth: Credential, id: string, json?: unknown) =>
    answer(send(renderRoute, auth, `/templates/${id}/render`, { method: "POST", json, params: { id } })),
  duplicate: (auth: Credential, id: string) =>
    answer(send(duplicateRoute, auth, `/templates/${id}/duplicate`, { method: "POST", params: { id } })),
  starters: (auth: Credential) => answer(send(startersRoute, auth, "/templates/starters")),
};

export const templateVersions = {
  list: (auth: Credential, id: string) =>
    answer(send(listVersionsRoute, auth, `/templates/${id}/versions`, { params: { id } })),
  get: (auth: Credential, id: string, version: number | string) =>
    answer(
      send(getVersionRoute, auth, `/templates/${id}/versions/${version}`, {
        params: { id, version: String(version) },
      }),
    ),
  restore: (auth: Credential, id: string, version: number | string) =>
    answer(
      send(restoreVersionRoute, auth, `/templates/${id}/versions/${version}/restore`, {
        method: "POST",
        params: { id, version: String(version) },
      }),
    ),
  publish: (auth: Credential, id: string) =>
    answer(send(publishRoute, auth, `/templates/${id}/publish`, { method: "POST", params: { id } })),
};

export const categories = {
  list: (auth: Credential, query = "") => answer(send(listCategoriesRoute, auth, `/categories${query}`)),
  create: (auth: Credential, json: unknown) =>
    answer(send(createCategoryRoute, auth, "/categories", { method: "POST", json })),
  get: (auth: Credential, id: string) => answer(send(getCategoryRoute, auth, `/categories/${id}`, { params: { id } })),
  patch: (auth: Credential, id: string, json: unknown) =>
    answer(send(patchCategoryRoute, auth, `/categories/${id}`, { method: "PATCH", json, params: { id } })),
  remove: (auth: Credential, id: string) =>
    answer(send(deleteCategoryRoute, auth, `/categories/${id}`, { method: "DELETE", params: { id } })),
};

type TemplateBody = {
  id: string;
  name: string;
  subject: string;
  html: string;
  variables: string[];
  htmlFileId: string;
  categoryId: string | null;
};

export async function createTemplate(auth: Credential, json: Record<string, unknown> = {}) {
  const created = await templates.create(auth, {
    name: "Welcome",
    subject: "Hello {{ firstName }}",
    html: "<p>Hi {{ firstName }}</p>",
    ...json,
  });
  if (created.status !== 201)
    throw new Error(`template create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as TemplateBody;
}

export async function createCategory(auth: Credential, name = "Newsletters") {
  const created = await categories.create(auth, { name });
  if (created.status !== 201)
    throw new Error(`category create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; name: string };
}
