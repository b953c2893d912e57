import { POST as activateRoute } from "@/app/api/v1/automations/[id]/activate/route";
import { POST as deactivateRoute } from "@/app/api/v1/automations/[id]/deactivate/route";
import * as automationRoutes from "@/app/api/v1/automations/[id]/route";
import { GET as runsRoute } from "@/app/api/v1/automations/[id]/runs/route";
import { POST as testRoute } from "@/app/api/v1/automations/[id]/test/route";
import { POST as eventsRoute } from "@/app/api/v1/automations/events/route";
import * as automationsRoutes from "@/app/api/v1/automations/route";
import * as modelRoutes from "@/app/api/v1/models/[id]/route";
import * as modelsRoutes from "@/app/api/v1/models/route";
import { answerOrEmpty, routesAt, send } from "../helpers/route-calls";

/** A route's answer as status and parsed body (null when empty). */
export const answer = (response: Response) => answerOrEmpty(Promise.resolve(response));

const automationsAt = routesAt("/automations", answerOrEmpty);

/** The automation routes, called as Next.js calls them. */
export const automations = {
  ...automationsAt.crud(automationsRoutes, automationRoutes),
  runs: automationsAt.query(runsRoute, "runs"),
  ...automationsAt.posts({ test: testRoute, activate: activateRoute, deactivate: deactivateRoute }),
  event: (token: string, json: unknown) =>
    answerOrEmpty(send(eventsRoute, token, "/automations/events", { method: "POST", json })),
};

export const models = routesAt("/models", answerOrEmpty).crud(modelsRoutes, modelRoutes);
