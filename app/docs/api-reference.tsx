"use client";

import dynamic from "next/dynamic";
import "swagger-ui-react/swagger-ui.css";
import "./swagger-theme.css";

// Swagger UI touches window while rendering, so it only ever runs in the browser.
const SwaggerUI = dynamic(() => import("./swagger-ui-client"), {
  ssr: false,
  loading: () => <ApiReferenceLoading />,
});

function ApiReferenceLoading() {
  return (
    <div role="status" className="flex flex-col gap-4 py-10" aria-label="Loading API reference">
      <div className="h-8 w-64 animate-pulse rounded-md bg-slate-200" />
      <div className="h-4 w-96 max-w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-6 flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
          <div key={index} className="h-12 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export function ApiReference({ specUrl }: { specUrl: string }) {
  return (
    <SwaggerUI url={specUrl} docExpansion="list" defaultModelsExpandDepth={0} deepLinking tryItOutEnabled={false} />
  );
}
