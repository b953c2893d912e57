// GrapesJS ships its translations as plain modules without type declarations.
declare module "grapesjs/locale/*.mjs" {
  const messages: Record<string, unknown>;
  export default messages;
}
