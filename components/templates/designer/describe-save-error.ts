import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";

export type SaveProblem = { title: string; message: string; fields: string[] };

const fieldNames: Record<string, string> = { name: "Name", subject: "Subject", html: "Content", designJson: "Design", categoryId: "Category" };

/** A failed save, worded for the person designing: what broke and, when the server says, where. */
export function describeSaveError(error: unknown): SaveProblem {
  const message = errorMessageOf(error);
  if (!(error instanceof ApiRequestError)) return { title: "Couldn't save the template", message, fields: [] };
  const fields = Object.entries(error.details)
    .filter(([, value]) => typeof value === "string")
    .map(([field, value]) => `${fieldNames[field] ?? field}: ${value}`);
  if (error.status === 422) return { title: "The template language has an error", message, fields };
  if (error.status === 413) return { title: "This email is too large", message: "Emails can be at most 2 MB of HTML. Remove some content or use smaller images.", fields };
  if (error.status === 400) return { title: "Some fields need attention", message, fields };
  return { title: "Couldn't save the template", message, fields };
}
