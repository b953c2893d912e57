import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getListSignupForm } from "@/lib/services/lists";
import { getSignupFormOperation } from "@/lib/api/operations/lists";

export const GET = serviceRoute(getListSignupForm, getSignupFormOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
