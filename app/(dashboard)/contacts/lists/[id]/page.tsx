import type { Metadata } from "next";
import { Suspense } from "react";
import { ListDetail } from "@/components/contacts/list-detail";

export const metadata: Metadata = { title: "Mailing list" };

export default async function ListPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ListDetail listId={id} />
    </Suspense>
  );
}
