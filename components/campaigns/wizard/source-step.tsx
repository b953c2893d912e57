"use client";

import clsx from "clsx";
import { FileText, ImageOff, Rss } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/input";
import { errorMessageOf } from "@/lib/queries/api-client";
import { type FeedItem, useFeedPreview } from "@/lib/queries/feeds";
import { TemplateStep } from "./choice-steps";
import { type ContentSource, isFeedUrl, type StepProps } from "./wizard-model";
import { NumberField } from "@/components/ui/data/number-field";
import { Skeletons } from "@/components/ui/data/skeletons";
import { useSettled } from "@/components/ui/data/use-settled";

// The wizard's content step (docs/contract.md section 23): its source is the template alone, or
// "From a feed": each run reads an RSS or Atom feed (settings and a live preview here), and the
// template picked below shows its newest items.

const PREVIEW_DELAY_MS = 600;

/** The source switch, the feed's settings and preview when it is a feed, then the template. */
export function ContentStep(props: StepProps) {
  const t = useTranslations("campaigns.wizard.source");
  return (
    <div className="flex flex-col gap-6">
      <SourceChoice {...props} />
      {props.state.source === "feed" ? (
        <h3 className="text-sm font-semibold text-slate-900">{t("templateHeading")}</h3>
      ) : null}
      <TemplateStep {...props} />
    </div>
  );
}

function SourceChoice({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.source");
  const option = (value: ContentSource, Icon: typeof Rss) => {
    const chosen = state.source === value;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a styled choice card in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
      <button
        type="button"
        role="radio"
        aria-checked={chosen}
        onClick={() => change({ source: value })}
        className={clsx(
          "flex flex-1 items-start gap-3 rounded-xl border p-4 text-left transition",
          chosen
            ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500"
            : "border-slate-200 bg-white hover:border-slate-300",
        )}
      >
        <Icon aria-hidden className={clsx("mt-0.5 size-5 shrink-0", chosen ? "text-brand-600" : "text-slate-400")} />
        <span>
          <span className="block text-sm font-semibold text-slate-900">{t(`${value}.title`)}</span>
          <span className="mt-0.5 block text-sm text-slate-500">{t(`${value}.description`)}</span>
        </span>
      </button>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <div role="radiogroup" aria-label={t("label")} className="flex max-w-3xl flex-col gap-3 sm:flex-row">
        {option("template", FileText)}
        {option("feed", Rss)}
      </div>
      {state.source === "feed" ? <FeedSettings state={state} change={change} errors={errors} /> : null}
    </div>
  );
}

function FeedSettings({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.source");
  const maxItems = Number(state.feedMaxItems);
  const validItems = Number.isInteger(maxItems) && maxItems >= 1 && maxItems <= 20;
  const wanted = useSettled(isFeedUrl(state.feedUrl) ? state.feedUrl.trim() : null, PREVIEW_DELAY_MS);
  const preview = useFeedPreview(wanted, validItems ? maxItems : 5);
  const onlyNewId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <div className="flex flex-col gap-5">
        <TextField
          label={t("url")}
          type="url"
          inputMode="url"
          value={state.feedUrl}
          onChange={(event) => change({ feedUrl: event.target.value })}
          error={errors["feed.url"]}
          placeholder="https://blog.example.com/feed.xml"
          hint={t("urlHint")}
        />
        <NumberField
          label={t("maxItems")}
          error={errors["feed.maxItems"]}
          hint={t("maxItemsHint")}
          min={1}
          max={20}
          className="w-28"
          value={state.feedMaxItems}
          onChange={(event) => change({ feedMaxItems: event.target.value })}
        />
        <label htmlFor={onlyNewId} className="flex items-start gap-3 text-sm">
          <Checkbox
            id={onlyNewId}
            className="mt-0.5"
            checked={state.feedOnlyNew}
            onChange={(event) => change({ feedOnlyNew: event.target.checked })}
          />
          <span>
            <span className="font-medium text-slate-900">{t("onlyNew")}</span>
            <span className="block text-slate-500">{t("onlyNewHint")}</span>
          </span>
        </label>
        <p className="text-sm text-slate-500">{t("templateHint")}</p>
      </div>
      <section
        aria-label={t("previewLabel")}
        className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
        data-testid="feed-preview"
      >
        <h3 className="text-sm font-semibold text-slate-900">
          {preview.data && wanted ? t("previewTitle", { title: preview.data.title || wanted }) : t("previewLabel")}
        </h3>
        <div className="mt-3">
          {!wanted ? (
            <p className="text-sm text-slate-500">{t("previewEmpty")}</p>
          ) : preview.isError ? (
            <Alert tone="error" title={t("previewError")}>
              {errorMessageOf(preview.error)}
            </Alert>
          ) : preview.isPending ? (
            <div className="flex flex-col gap-3">
              <Skeletons count={3} className="h-16" />
            </div>
          ) : preview.data.items.length === 0 ? (
            <p className="text-sm text-slate-500">{t("previewNoItems")}</p>
          ) : (
            <ol className={clsx("flex flex-col gap-3", preview.isFetching && "opacity-60")}>
              {preview.data.items.map((item) => (
                <FeedItemRow key={item.id} item={item} />
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}

function FeedItemRow({ item }: { item: FeedItem }) {
  const format = useFormatter();
  // A feed's image may be gone, or not be served here (an http address under the page's CSP).
  const [imageFailed, setImageFailed] = useState(false);
  const summary = item.summary ? textOf(item.summary) : "";
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
      {item.image && !imageFailed ? (
        // biome-ignore lint/performance/noImgElement: a remote image from the customer's feed, not an asset next/image can optimise
        <img
          src={item.image}
          alt=""
          className="size-16 shrink-0 rounded-md object-cover"
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100">
          <ImageOff aria-hidden className="size-5 text-slate-300" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">
          {item.link ? (
            <a href={item.link} target="_blank" rel="noreferrer noopener" className="hover:underline">
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </p>
        {item.published ? (
          <p className="text-xs text-slate-500">{format.dateTime(new Date(item.published), { dateStyle: "medium" })}</p>
        ) : null}
        {summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{summary}</p> : null}
      </div>
    </li>
  );
}

/** The words of an item's HTML summary, read by the browser's parser (never inserted into the page). */
function textOf(html: string): string {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  return (parsed.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
