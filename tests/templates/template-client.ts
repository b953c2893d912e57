import * as categoryRoutes from "@/app/api/v1/categories/[id]/route";
import * as categoriesRoutes from "@/app/api/v1/categories/route";
import { POST as duplicateRoute } from "@/app/api/v1/templates/[id]/duplicate/route";
import { POST as publishRoute } from "@/app/api/v1/templates/[id]/publish/route";
import { POST as renderRoute } from "@/app/api/v1/templates/[id]/render/route";
import * as templateRoutes from "@/app/api/v1/templates/[id]/route";
import { GET as getVersionRoute } from "@/app/api/v1/templates/[id]/versions/[version]/route";
import { POST as restoreVersionRoute } from "@/app/api/v1/templates/[id]/versions/[version]/restore/route";
import { GET as listVersionsRoute } from "@/app/api/v1/templates/[id]/versions/route";
import * as templatesRoutes from "@/app/api/v1/templates/route";
import { GET as startersRoute } from "@/app/api/v1/templates/starters/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { answerJson as answer, type Credential, routesAt, send } from "../helpers/route-calls";

// Calls of the /templates and /categories routes shared by the content test files.

const templatesAt = routesAt("/templates", answer);
export const templates = {
  ...templatesAt.crud(templatesRoutes, templateRoutes),
  createRaw: (auth: Credential, rawBody: string) =>
    answer(
      send(templatesRoutes.POST, auth, "/templates", {
        method: "POST",
        rawBody,
        headers: { "content-type": "application/json" },
      }),
    ),
  ...templatesAt.posts({ render: renderRoute, duplicate: duplicateRoute }),
  starters: (auth: Credential) => answer(send(startersRoute, auth, "/templates/starters")),
};

/** The calls of one version, `/templates/:id/versions/:version` and what follows it. */
const versionCall =
  (handler: RouteHandler, suffix: string, method = "GET") =>
  (auth: Credential, id: string, version: number | string) =>
    answer(
      send(handler, auth, `/templates/${id}/versions/${version}${suffix}`, {
        method,
        params: { id, version: String(version) },
      }),
    );

export const templateVersions = {
  list: templatesAt.query(listVersionsRoute, "versions"),
  get: versionCall(getVersionRoute, ""),
  restore: versionCall(restoreVersionRoute, "/restore", "POST"),
  ...templatesAt.posts({ publish: publishRoute }),
};

export const categories = routesAt("/categories", answer).crud(categoriesRoutes, categoryRoutes);

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
