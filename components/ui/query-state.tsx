import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "./error-state";

type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  /** Shown while the first load runs: a skeleton shaped like what comes. */
  loading: ReactNode;
  /** Says what failed to load: "We couldn't load your API keys". */
  errorTitle: string;
  children: (data: Data) => ReactNode;
};

/** A query's three faces in a card or table: skeleton, error with a retry, or its data. */
export function QueryState<Data>({ query, loading, errorTitle, children }: QueryStateProps<Data>) {
  if (query.isPending) return loading;
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
