import { withApi, methodsNotAllowed } from "@/lib/api";
import { openPublicImage } from "@/lib/services/files";
import { getPublicImageOperation } from "@/lib/api/operations/tracking";

export const GET = withApi(({ params }) => openPublicImage({ token: params.token }), getPublicImageOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
