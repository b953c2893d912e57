"use client";

// Loaded through next/dynamic so Swagger UI (which touches window while rendering) stays
// client-only. The ApiDOM registration is imported here, inside the same lazily loaded chunk,
// so it patches the very element classes that swagger-client uses.
import "./apidom-registration";
import SwaggerUI from "swagger-ui-react";

export default SwaggerUI;
