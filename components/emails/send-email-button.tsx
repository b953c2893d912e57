import { PenLine } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";

export function SendEmailButton({ label = "Send email" }: { label?: string }) {
  return (
    <ButtonLink href="/emails/new">
      <PenLine aria-hidden />
      {label}
    </ButtonLink>
  );
}
