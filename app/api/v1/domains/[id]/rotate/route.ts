import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { rotateDomainKey } from "@/lib/services/domains";
import { rotateDomainDkimKeyOperation } from "@/lib/api/operations/domains";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const POST = serviceRoute(rotateDomainKey, rotateDomainDkimKeyOperation, audited);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
