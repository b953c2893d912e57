// Templates: CRUD, duplication, previews and the starter templates.
export { createTemplate } from "./create-template";
export { deleteTemplate } from "./delete-template";
export { duplicateTemplate } from "./duplicate-template";
export { getTemplate } from "./get-template";
export { listStarterTemplates, starterLocale } from "./list-starter-templates";
export { listTemplates } from "./list-templates";
export { renderTemplatePreview } from "./render-template-preview";
export { updateTemplate } from "./update-template";
