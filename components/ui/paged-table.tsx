"use client";

import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableHead, TableHeader } from "@/components/ui/table";

type PagedTableColumn = { label: ReactNode; className?: string };

type PagedTableProps = {
  /** The table's accessible name. */
  label: string;
  columns: PagedTableColumn[];
  /** The rows shown are a previous page's while the next one loads: dimmed. */
  stale?: boolean;
  children: ReactNode;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, in the reader's language. */
  noun: string;
};

/** One page of a server-paginated list: a card with the table and "26–50 of 112" under it. */
export function PagedTable({ label, columns, stale, children, page, limit, total, onPage, noun }: PagedTableProps) {
  return (
    <Card className="overflow-hidden">
      <Table aria-label={label}>
        <TableHead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
              <TableHeader key={index} className={column.className}>
                {column.label}
              </TableHeader>
            ))}
          </tr>
        </TableHead>
        <TableBody className={stale ? "opacity-60" : undefined}>{children}</TableBody>
      </Table>
      <Pagination page={page} limit={limit} total={total} onPage={onPage} noun={noun} />
    </Card>
  );
}

/**
 * The link of a row that is itself clickable: the row navigates (the whole width is the target),
 * the link is there for keyboards, screen readers and "open in new tab".
 */
export function RowLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => event.preventDefault()}
      className="block truncate font-medium text-slate-900 hover:text-brand-700"
      title={title}
    >
      {children}
    </a>
  );
}
