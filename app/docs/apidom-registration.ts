// Turbopack follows the re-exports of these ApiDOM barrels straight to the element classes and
// drops the modules that attach `refract` to them, so swagger-client fails on OpenAPI 3.1/3.2
// documents with "OpenApi3_1Element.refract is not a function"
// (https://github.com/swagger-api/swagger-ui/issues/10599, vercel/next.js#86507).
// Importing the registration modules by path keeps them in the bundle.
import "../../node_modules/@swagger-api/apidom-ns-json-schema-2020-12/src/refractor/registration.mjs";
import "../../node_modules/@swagger-api/apidom-ns-openapi-3-1/src/refractor/registration.mjs";
import "../../node_modules/@swagger-api/apidom-ns-openapi-3-2/src/refractor/registration.mjs";
