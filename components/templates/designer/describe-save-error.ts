import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";

export type SaveProblem = { title: string; message: string; fields: string[] };

/** The designer.saveError messages, passed in by the component that shows the problem. */
export type SaveErrorCopy = {
  failed: string;
  liquid: string;
  tooLarge: string;
  tooLargeMessage: string;
  invalid: string;
  fields: Record<string, string>;
};

/** A failed save, worded for the person designing: what broke and, when the server says, where. */
export function describeSaveError(error: unknown, copy: SaveErrorCopy): SaveProblem {
  const message = errorMessageOf(error);
  if (!(error instanceof ApiRequestError)) return { title: copy.failed, message, fields: [] };
  const fields = Object.entries(error.details)
    .filter(([, value]) => typeof value === "string")
    .map(([field, value]) => `${copy.fields[field] ?? field}: ${value}`);
  if (error.status === 422) return { title: copy.liquid, message, fields };
  if (error.status === 413) return { title: copy.tooLarge, message: copy.tooLargeMessage, fields };
  if (error.status === 400) return { title: copy.invalid, message, fields };
  return { title: copy.failed, message, fields };
}
