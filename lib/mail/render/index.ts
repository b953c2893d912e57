// The template language (Liquid) for everything that sends mail. Server-only: sample-data.ts is
// the part client components may import directly.
export {
  compileTemplate,
  type ClickTrackedHtml,
  type CompiledTemplate,
} from "./compile-template";
export { buildRenderContext, type RenderContact, type RenderContext } from "./render-context";
export {
  extractTemplateVariables,
  renderCompiledTemplate,
  renderTemplate,
  type RenderedTemplate,
} from "./render-template";
export {
  SAMPLE_CAMPAIGN,
  SAMPLE_CONTACT,
  SAMPLE_FEED,
  SAMPLE_UNSUBSCRIBE_PATH,
  SAMPLE_PREFERENCES_PATH,
} from "./sample-data";
export { TemplateRenderError, TemplateSyntaxError } from "./template-errors";
