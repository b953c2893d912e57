import clsx from "clsx";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import { ActionsLabel, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

// A table whose header row and cells come from one list of columns, so a list page says what each
// column shows instead of writing the header cells and the row cells out again in step.

export type DataColumn<Row> = {
  /** What the header cell holds: the column's name, or a select-all checkbox. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the header and the cells both: hiding a column below a breakpoint, a width. */
  className?: string;
  /** Classes of the header cell only. */
  headerClassName?: string;
  /** Classes of the cells only, or of each row's cell (a count in amber when it warns). */
  cellClassName?: string | ((row: Row) => string);
  /** Other attributes of the cells: a click that must not reach the row's own. */
  cellProps?: (row: Row) => Omit<ComponentProps<"td">, "className" | "children">;
};

type RowProps = Omit<ComponentProps<typeof TableRow>, "children"> & { "data-testid"?: string };

type DataTableProps<Row> = Omit<ComponentProps<typeof Table>, "children"> & {
  /** A column left out where the reader may not use it: `false` or `null` in its place. */
  columns: readonly (DataColumn<Row> | false | null)[];
  rows: readonly Row[];
  /** The row element's attributes: its test id, a click, a selected state. */
  rowProps?: (row: Row) => RowProps;
  /** A line under a row that spans the table (what went wrong with it), or nothing. */
  afterRow?: (row: Row) => ReactNode;
  /** Classes of the body: dimmed while newer rows load. */
  bodyClassName?: string;
};

/**
 * The last column of a list: the row's actions (edit, delete), named for screen readers only.
 * `label` replaces the common "Actions" where a screen names it itself.
 */
export function actionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  {
    label,
    cellClassName = "text-right whitespace-nowrap",
    ...look
  }: Omit<DataColumn<Row>, "header" | "cell"> & {
    label?: string;
  } = {},
): DataColumn<Row> {
  return { header: <ActionsLabel label={label} />, cell, cellClassName, ...look };
}

export function DataTable<Row extends { id: string }>({
  columns,
  rows,
  rowProps,
  afterRow,
  bodyClassName,
  ...tableProps
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  return (
    <Table {...tableProps}>
      <TableHead>
        <tr>
          {shown.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life, so position is their identity
            <TableHeader key={index} className={clsx(column.className, column.headerClassName)}>
              {column.header}
            </TableHeader>
          ))}
        </tr>
      </TableHead>
      <TableBody className={bodyClassName}>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <TableRow {...rowProps?.(row)}>
              {shown.map((column, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, the columns do not move
                  key={index}
                  className={clsx(
                    column.className,
                    typeof column.cellClassName === "function" ? column.cellClassName(row) : column.cellClassName,
                  )}
                  {...column.cellProps?.(row)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
            {afterRow?.(row)}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
