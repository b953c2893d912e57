"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLists } from "@/lib/queries/lists";
import { useAiModels } from "@/lib/queries/models";
import { useSegments } from "@/lib/queries/segments";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";

// The team's lists, segments, templates, SMTP servers and AI models, loaded once for the whole editor: the
// nodes name what they point at, the side panel offers them as choices.

export type Option = { id: string; name: string; hint?: string };
type Lookup = { options: Option[]; names: Map<string, string>; loading: boolean };
export type FlowLookups = { lists: Lookup; segments: Lookup; templates: Lookup; smtp: Lookup; models: Lookup };

const PICKER_LIMIT = 100;
const FlowLookupsContext = createContext<FlowLookups | null>(null);

function lookup(options: Option[] | undefined, loading: boolean): Lookup {
  const list = options ?? [];
  return { options: list, names: new Map(list.map((option) => [option.id, option.name])), loading };
}

export function FlowLookupsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("automations.forms.email");
  const lists = useLists({ limit: PICKER_LIMIT });
  const templates = useTemplates({ limit: PICKER_LIMIT });
  const smtp = useSmtpConfigs();
  const models = useAiModels();
  const segments = useSegments(1);

  const value = useMemo<FlowLookups>(
    () => ({
      lists: lookup(
        lists.data?.data.map((list) => ({ id: list.id, name: list.name })),
        lists.isPending,
      ),
      // A plan without segmentation answers 403: no segments to offer, not a spinner forever.
      segments: lookup(
        segments.data?.data.map((segment) => ({ id: segment.id, name: segment.name })),
        segments.isPending && !segments.isError,
      ),
      templates: lookup(
        templates.data?.data.map((template) => ({
          id: template.id,
          name: template.name,
          hint: template.subject ?? undefined,
        })),
        templates.isPending,
      ),
      smtp: lookup(
        smtp.data?.data.map((config) => ({
          id: config.id,
          name: config.name,
          hint: config.isDefault ? t("defaultHint") : config.fromEmail,
        })),
        smtp.isPending,
      ),
      models: lookup(
        models.data?.data.map((model) => ({ id: model.id, name: model.name, hint: model.model ?? undefined })),
        models.isPending,
      ),
    }),
    [
      lists.data,
      lists.isPending,
      segments.data,
      segments.isPending,
      segments.isError,
      templates.data,
      templates.isPending,
      smtp.data,
      smtp.isPending,
      models.data,
      models.isPending,
      t,
    ],
  );

  return <FlowLookupsContext.Provider value={value}>{children}</FlowLookupsContext.Provider>;
}

export function useFlowLookups(): FlowLookups {
  const value = useContext(FlowLookupsContext);
  if (!value) throw new Error("useFlowLookups needs a FlowLookupsProvider");
  return value;
}
