import type { ReactNode } from "react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { ReportRowsLoading } from "./report-card-states";

type ReportCardProps<Row> = {
  title: string;
  description?: string;
  /** A link at the header's right ("All campaigns"), in place of the description. */
  action?: ReactNode;
  testId: string;
  className?: string;
  loading: boolean;
  /** The name the loading rows are announced by. */
  loadingLabel: string;
  loadingRowClassName?: string;
  /** Shown instead of everything below the header when the report failed to load. */
  error?: ReactNode;
  rows: Row[] | undefined;
  /** Shown instead of the rows while there are none. */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
};

/** A report panel holding a table or a list: a titled card whose body is loading rows, an empty state, or the rows. */
export function ReportCard<Row>({
  title,
  description,
  action,
  testId,
  className,
  loading,
  loadingLabel,
  loadingRowClassName,
  error,
  rows,
  empty,
  children,
}: ReportCardProps<Row>) {
  return (
    <Card className={className} data-testid={testId}>
      {action ? (
        <CardHeader className="flex items-center justify-between">
          <CardTitle>{title}</CardTitle>
          {action}
        </CardHeader>
      ) : (
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        </CardHeader>
      )}
      {error ||
        (loading ? (
          <ReportRowsLoading label={loadingLabel} rowClassName={loadingRowClassName} />
        ) : rows?.length ? (
          children(rows)
        ) : (
          empty
        ))}
    </Card>
  );
}
