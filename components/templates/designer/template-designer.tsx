"use client";

import type { Editor } from "grapesjs";
import { LayoutTemplate } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { useUnsavedGuard } from "@/components/forms/use-unsaved-guard";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { usePublishTemplate } from "@/lib/queries/template-versions";
import { useRenderTemplate, useTemplate, useUpdateTemplate, type Template } from "@/lib/queries/templates";
import { insertVariableInCanvas, syncEditingText } from "./canvas-variables";
import { RewriteButton } from "./rewrite-button";
import { describeSaveError, type SaveProblem } from "./describe-save-error";
import { DesignerToolbar } from "./designer-toolbar";
import { TemplateCheckButton } from "@/components/checks/template-check-button";
import type { DeviceId } from "./device-toggle";
import { emailDocument } from "./email-document";
import { contentOf } from "./grapes-config";
import { ImagePickerDialog } from "./image-picker-dialog";
import { LayoutField } from "./layout-field";
import { PreviewDialog } from "./preview-dialog";
import { PublishBadge, PublishControls, publishStateOf } from "./publish-controls";
import { SaveStatus } from "./save-status";
import { SubjectBar } from "./subject-bar";
import { VersionHistoryDialog } from "./version-history-dialog";
import { Skeletons } from "@/components/ui/data/skeletons";
import { LeaveGuardDialog } from "@/components/ui/data/leave-guard-dialog";

// GrapesJS reads window on import: the editor exists only in the browser.
const GrapesEditor = dynamic(() => import("./grapes-editor"), { ssr: false, loading: () => <CanvasSkeleton /> });

/** The full-screen designer for one template: loads it, then hands it to the workspace. */
export function TemplateDesigner({ id }: { id: string }) {
  const t = useTranslations("designer");
  const template = useTemplate(id);
  // A restore replaces the content the canvas was made from: the workspace is made anew.
  const [generation, setGeneration] = useState(0);
  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-slate-50">
      {template.isPending ? (
        <>
          <div className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="ml-auto h-8 w-40" />
          </div>
          <CanvasSkeleton />
        </>
      ) : template.isError ? (
        <div className="m-auto w-full max-w-md rounded-xl border border-slate-200 bg-white shadow-card">
          <ErrorState
            title={
              template.error instanceof ApiRequestError && template.error.status === 404
                ? t("notFound")
                : t("openError")
            }
            error={template.error}
            onRetry={() => void template.refetch()}
          />
          <div className="flex justify-center pb-8">
            <ButtonLink href="/templates" variant="secondary" size="sm">
              <LayoutTemplate aria-hidden />
              {t("allTemplates")}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <DesignerWorkspace
          key={`${template.data.id}:${generation}`}
          template={template.data}
          onRestored={() => setGeneration((count) => count + 1)}
        />
      )}
    </div>
  );
}

function DesignerWorkspace({ template, onRestored }: { template: Template; onRestored: () => void }) {
  const t = useTranslations("designer");
  const toast = useToast();
  const update = useUpdateTemplate();
  const publish = usePublishTemplate();
  const [historyOpen, setHistoryOpen] = useState(false);
  const render = useRenderTemplate();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [saved, setSaved] = useState({ name: template.name, subject: template.subject, at: template.updatedAt });
  const [designDirty, setDesignDirty] = useState(false);
  const [device, setDevice] = useState<DeviceId>("desktop");
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [pickImage, setPickImage] = useState<((src: string) => void) | null>(null);
  const content = useMemo(() => contentOf(template.designJson, template.html), [template]);

  const dirty = designDirty || name !== saved.name || subject !== saved.subject;
  const guard = useUnsavedGuard(dirty);

  const save = useCallback(async () => {
    if (!editor || update.isPending) return false;
    if (!name.trim()) {
      setProblem({ title: t("needsName"), message: t("needsNameHint"), fields: [] });
      return false;
    }
    await syncEditingText(editor);
    const changesBefore = editor.getDirtyCount();
    const html = emailDocument({ title: subject, body: editor.getHtml(), css: editor.getCss() ?? "" });
    try {
      const result = await update.mutateAsync({
        id: template.id,
        changes: { name: name.trim(), subject, designJson: JSON.stringify(editor.getProjectData()), html },
      });
      setSaved({ name: result.name, subject: result.subject, at: result.updatedAt });
      setName(result.name);
      // Edits made while the request was out stay unsaved.
      if (editor.getDirtyCount() === changesBefore) {
        editor.clearDirtyCount();
        setDesignDirty(false);
      }
      setProblem(null);
      toast.success(t("saved"));
      return true;
    } catch (error) {
      const described = describeSaveError(error, {
        failed: t("saveError.failed"),
        liquid: t("saveError.liquid"),
        tooLarge: t("saveError.tooLarge"),
        tooLargeMessage: t("saveError.tooLargeMessage"),
        invalid: t("saveError.invalid"),
        fields: {
          name: t("saveError.fields.name"),
          subject: t("saveError.fields.subject"),
          html: t("saveError.fields.html"),
          designJson: t("saveError.fields.designJson"),
          categoryId: t("saveError.fields.categoryId"),
        },
      });
      setProblem(described);
      toast.error(described.title, described.message);
      return false;
    }
  }, [editor, name, subject, template.id, toast, update, t]);

  // Ctrl/Cmd+S saves, from the page and from inside the canvas frame (its own window).
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!editor) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void saveRef.current();
      }
    };
    const frameWindow = editor.Canvas.getWindow();
    window.addEventListener("keydown", onKey);
    frameWindow?.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      frameWindow?.removeEventListener("keydown", onKey);
    };
  }, [editor]);

  useEffect(() => {
    editor?.setDevice(device === "mobile" ? "Mobile" : "Desktop");
  }, [editor, device]);

  const preview = async () => {
    // The server renders what is stored: save first so the preview shows what is on screen.
    if (dirty && !(await save())) return;
    setPreviewOpen(true);
    render.mutate({ id: template.id });
  };

  // Publishing sends what is saved: unsaved edits are saved first, as for the preview.
  const publishNow = async () => {
    if (dirty && !(await save())) return;
    try {
      const result = await publish.mutateAsync(template.id);
      toast.success(t("publish.done", { n: result.publishedVersion ?? 0 }));
    } catch (error) {
      toast.error(t("publish.error"), errorMessageOf(error));
    }
  };

  const publishState = publishStateOf({
    version: template.version,
    publishedVersion: template.publishedVersion,
    dirty,
  });
  const status = (
    <span className="inline-flex items-center gap-2">
      <SaveStatus saving={update.isPending} dirty={dirty} savedAt={saved.at} />
      <PublishBadge state={publishState} publishedVersion={template.publishedVersion} />
    </span>
  );

  return (
    <>
      <DesignerToolbar
        name={name}
        onName={setName}
        status={status}
        device={device}
        onDevice={setDevice}
        onInsertVariable={(liquid) => editor && insertVariableInCanvas(editor, liquid)}
        onUndo={() => editor?.UndoManager.undo()}
        onRedo={() => editor?.UndoManager.redo()}
        onPreview={() => void preview()}
        onSave={() => void save()}
        saving={update.isPending}
        previewing={render.isPending}
        ready={editor !== null}
        check={
          <>
            <RewriteButton editor={editor} templateId={template.id} />
            <TemplateCheckButton templateId={template.id} subject={subject} disabled={editor === null || dirty} />
          </>
        }
        lifecycle={
          <PublishControls
            state={publishState}
            onHistory={() => setHistoryOpen(true)}
            onPublish={() => void publishNow()}
            publishing={publish.isPending}
            ready={editor !== null}
          />
        }
      />
      <SubjectBar value={subject} onChange={setSubject} aside={<LayoutField template={template} />} />
      {problem ? (
        <div className="border-b border-slate-200 bg-white px-4 py-3">
          <Alert tone="error" title={problem.title}>
            <p>{problem.message}</p>
            {problem.fields.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {problem.fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <GrapesEditor
        content={content}
        onReady={setEditor}
        onChange={() => setDesignDirty(true)}
        onPickImage={(choose) => setPickImage(() => choose)}
      />
      <ImagePickerDialog
        open={pickImage !== null}
        onClose={() => setPickImage(null)}
        onPick={(src) => {
          pickImage?.(src);
          setPickImage(null);
        }}
      />
      <PreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        rendered={render.data ?? null}
        error={render.isError ? errorMessageOf(render.error) : null}
        pending={render.isPending}
      />
      <VersionHistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        templateId={template.id}
        dirty={dirty}
        onRestored={onRestored}
      />
      <LeaveGuardDialog guard={guard} messages="designer" />
    </>
  );
}

function CanvasSkeleton() {
  const t = useTranslations("designer");
  return (
    <div className="flex min-h-0 flex-1" role="status" aria-label={t("loadingDesigner")}>
      <div className="w-64 border-r border-slate-200 bg-white p-4">
        <div className="grid grid-cols-2 gap-2">
          <Skeletons count={8} className="h-16 rounded-lg" />
        </div>
      </div>
      <div className="flex flex-1 justify-center bg-slate-100 p-8">
        <Skeleton className="h-full w-full max-w-[600px] rounded-none bg-white" />
      </div>
      <div className="w-72 border-l border-slate-200 bg-white" />
    </div>
  );
}
