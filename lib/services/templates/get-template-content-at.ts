import { resolveTemplateContent, type TemplateSendContent } from "./resolve-template-content";

/**
 * A campaign run's content (docs/contract.md section 23): the version that was the newest when the
 * run started (`at`, the campaign's startedAt), and its layout's likewise, so an edit saved during
 * the send reaches nobody of this run. Each run of a recurring campaign takes the newest then.
 */
export function getTemplateContentAt({
  teamId,
  id,
  at,
}: {
  teamId: string;
  id: string;
  at: Date | null;
}): Promise<TemplateSendContent> {
  return resolveTemplateContent({ teamId, id, pick: { kind: "at", at } });
}
