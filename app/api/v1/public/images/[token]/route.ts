import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { openPublicImage } from "@/lib/services/files/open-public-image";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ params }) => openPublicImage({ token: params.token }), {
  method: "GET",
  path: "/public/images/{token}",
  summary: "An image for email content",
  description:
    "The bytes of an uploaded PNG, JPEG, GIF or WebP image, inline, through the permanent link in the File's `publicUrl` " +
    "(no credential: the signed token is the authority). Meant for images placed in templates, which must keep loading " +
    "long after sending. 404 for an altered token, a deleted file or a file that is not an image.",
  tags: ["Files"],
  auth: "public",
  // Loaded by mail clients and their image proxies (many readers behind one address), like the
  // open pixel: the tracking group's 1000/min, not the default 100.
  rateGroup: "tracking",
  params: z.object({ token: z.string().min(1).max(2048) }),
  responseDescription: "The image's bytes, with its stored `Content-Type`",
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
