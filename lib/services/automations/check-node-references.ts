import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { AutomationNodeInput } from "@/lib/validation/automations";

// Ids inside node data (templates, SMTP configs, lists, models, campaigns, segments, topics) must be the team's:
// a flow that names another team's template must never send it.

type Kind = "template" | "smtpConfig" | "list" | "model" | "campaign" | "segment" | "topic";
type Reference = { kind: Kind; id: string; path: string };

const LABEL: Record<Kind, string> = {
  template: "templates",
  smtpConfig: "SMTP configurations",
  list: "mailing lists",
  model: "AI models",
  campaign: "campaigns",
  segment: "segments",
  topic: "topics",
};

function referencesOf(node: AutomationNodeInput, index: number): Reference[] {
  const at = (field: string) => `nodes.${index}.data.${field}`;
  const refs: (Reference | null)[] = [];
  const data = node.data as Record<string, unknown>;
  const ref = (kind: Kind, field: string) =>
    typeof data[field] === "string" && data[field] !== "" ? { kind, id: data[field] as string, path: at(field) } : null;
  if (node.type === "SEND_EMAIL")
    refs.push(ref("template", "templateId"), ref("smtpConfig", "smtpConfigId"), ref("topic", "topicId"));
  if (node.type === "EMAIL_WRITER")
    refs.push(
      ref("template", "fallbackTemplateId"),
      ref("smtpConfig", "smtpConfigId"),
      ref("model", "modelId"),
      ref("topic", "topicId"),
    );
  if (node.type === "UPDATE_CONTACT") refs.push(ref("list", "listId"));
  if (node.type === "TRIGGER")
    refs.push(ref("list", "listId"), ref("campaign", "campaignId"), ref("segment", "segmentId"));
  return refs.filter((item): item is Reference => item !== null);
}

async function existing(teamId: string, kind: Kind, ids: string[]): Promise<Set<string>> {
  const where = { teamId, id: { in: ids } };
  const select = { id: true } as const;
  const rows =
    kind === "template"
      ? await db.template.findMany({ where, select })
      : kind === "smtpConfig"
        ? await db.sMTPConfig.findMany({ where, select })
        : kind === "list"
          ? await db.mailingList.findMany({ where, select })
          : kind === "model"
            ? await db.model.findMany({ where, select })
            : kind === "segment"
              ? await db.segment.findMany({ where, select })
              : kind === "topic"
                ? await db.topic.findMany({ where, select })
                : await db.campaign.findMany({ where, select });
  return new Set(rows.map((row) => row.id));
}

/** 422 with `nodes.<i>.data.<field>` details for every id that is not one of the team's. */
export async function assertNodeReferences(teamId: string, nodes: AutomationNodeInput[]) {
  const refs = nodes.flatMap(referencesOf);
  const details: Record<string, string> = {};
  for (const kind of Object.keys(LABEL) as Kind[]) {
    const ofKind = refs.filter((ref) => ref.kind === kind);
    if (ofKind.length === 0) continue;
    const found = await existing(teamId, kind, [...new Set(ofKind.map((ref) => ref.id))]);
    for (const ref of ofKind) if (!found.has(ref.id)) details[ref.path] = `is not one of the team's ${LABEL[kind]}`;
  }
  if (Object.keys(details).length > 0)
    throw ApiError.unprocessable("Some nodes refer to resources the team does not have", details);
}
