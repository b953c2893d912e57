// Templates: CRUD, duplication, previews, the starter templates, versions and publishing.
export { createTemplate } from "./create-template";
export { deleteTemplate } from "./delete-template";
export { duplicateTemplate } from "./duplicate-template";
export { getTemplate } from "./get-template";
export { getTemplateVersion } from "./get-template-version";
export { listStarterTemplates, starterLocale } from "./list-starter-templates";
export { listTemplateVersions } from "./list-template-versions";
export { listTemplates } from "./list-templates";
export { publishTemplate } from "./publish-template";
export { renderTemplatePreview } from "./render-template-preview";
export { restoreTemplateVersion } from "./restore-template-version";
export { updateTemplate } from "./update-template";
