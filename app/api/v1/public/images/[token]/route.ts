import { withApi } from "@/lib/api/with-api";
import { openPublicImage } from "@/lib/services/files/open-public-image";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getPublicImageOperation } from "@/lib/api/operations/tracking";

export const GET = withApi(({ params }) => openPublicImage({ token: params.token }), getPublicImageOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
