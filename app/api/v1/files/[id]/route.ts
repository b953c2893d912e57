import { withApi } from "@/lib/api/with-api";
import { deleteFile } from "@/lib/services/files/delete-file";
import { getFile } from "@/lib/services/files/get-file";
import { idParams } from "@/lib/validation/common";
import { FileSchema } from "@/lib/validation/files";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/files/{id}", tags: ["Files"], params: idParams, response: FileSchema };

export const GET = withApi(({ principal, params }) => getFile({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a file",
  description: "The file with a fresh download link (`signedUrl`) valid for one hour.",
  permission: "files:read",
  errors: [404],
});

export const DELETE = withApi(({ principal, params }) => deleteFile({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a file",
  description:
    "Deletes the file and its stored bytes; its download links stop working. Answers the deleted file (`isDeleted: true`, " +
    "`signedUrl: null`). 409 while a template's content or an unfinished import uses it.",
  permission: "files:delete",
  errors: [404, 409],
});

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
