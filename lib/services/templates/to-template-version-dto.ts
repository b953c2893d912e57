import type { TemplateVersionDto, TemplateVersionListItem } from "@/lib/validation/template-versions";

type VersionRow = {
  version: number;
  subject: string;
  html: string;
  designJson: string | null;
  createdAt: Date;
  createdBy: { id: string; email: string; firstName: string | null; lastName: string | null } | null;
};

export function toTemplateVersionListItem(
  row: Omit<VersionRow, "html" | "designJson">,
  publishedVersion: number | null,
): TemplateVersionListItem {
  return {
    version: row.version,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    published: row.version === publishedVersion,
  };
}

export function toTemplateVersionDto(row: VersionRow, publishedVersion: number | null): TemplateVersionDto {
  return { ...toTemplateVersionListItem(row, publishedVersion), html: row.html, designJson: row.designJson };
}
