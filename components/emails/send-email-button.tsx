import { PenLine } from "lucide-react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";

export function SendEmailButton({ label }: { label?: string }) {
  const t = useTranslations("emails");
  return (
    <ButtonLink href="/emails/new">
      <PenLine aria-hidden />
      {label ?? t("sendEmail")}
    </ButtonLink>
  );
}
