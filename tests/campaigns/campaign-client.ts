import { POST as cancelRoute } from "@/app/api/v1/campaigns/[id]/cancel/route";
import { POST as duplicateRoute } from "@/app/api/v1/campaigns/[id]/duplicate/route";
import { GET as emailsRoute } from "@/app/api/v1/campaigns/[id]/emails/route";
import { GET as nextRunsRoute } from "@/app/api/v1/campaigns/[id]/next-runs/route";
import { POST as pauseRoute } from "@/app/api/v1/campaigns/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/v1/campaigns/[id]/resume/route";
import * as campaignRoutes from "@/app/api/v1/campaigns/[id]/route";
import { POST as scheduleRoute } from "@/app/api/v1/campaigns/[id]/schedule/route";
import { POST as sendRoute } from "@/app/api/v1/campaigns/[id]/send/route";
import { POST as testRoute } from "@/app/api/v1/campaigns/[id]/test/route";
import * as campaignsRoutes from "@/app/api/v1/campaigns/route";
import { answerOrEmpty, routesAt } from "../helpers/route-calls";

const campaignsAt = routesAt("/campaigns", answerOrEmpty);

/** The campaign routes, called as Next.js calls them. */
export const campaigns = {
  ...campaignsAt.crud(campaignsRoutes, campaignRoutes),
  emails: campaignsAt.query(emailsRoute, "emails"),
  nextRuns: campaignsAt.query(nextRunsRoute, "next-runs"),
  ...campaignsAt.posts({
    send: sendRoute,
    schedule: scheduleRoute,
    pause: pauseRoute,
    resume: resumeRoute,
    cancel: cancelRoute,
    test: testRoute,
    duplicate: duplicateRoute,
  }),
};
