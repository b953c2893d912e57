import { resolveTemplateContent, type TemplateSendContent } from "./resolve-template-content";

/**
 * What POST /email and automation steps send (docs/contract.md section 23): the published version,
 * or the newest one while the template was never published (as before publishing existed), inside
 * its layout.
 */
export function getPublishedTemplateContent({
  teamId,
  id,
}: {
  teamId: string;
  id: string;
}): Promise<TemplateSendContent> {
  return resolveTemplateContent({ teamId, id, pick: { kind: "published" } });
}
