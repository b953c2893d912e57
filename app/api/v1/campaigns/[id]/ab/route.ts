import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getAbReport } from "@/lib/services/campaigns";
import { getAbTestReportOperation } from "@/lib/api/operations/campaign-ab";

export const GET = serviceRoute(getAbReport, getAbTestReportOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
