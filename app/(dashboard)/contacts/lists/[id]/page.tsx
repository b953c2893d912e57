import { Suspense } from "react";
import { ListDetail } from "@/components/contacts/list-detail";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("lists", "heading");

export default async function ListPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ListDetail listId={id} />
    </Suspense>
  );
}
