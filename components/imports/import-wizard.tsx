"use client";

import { RotateCcw } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteFile, useUploadFile } from "@/lib/queries/files";
import {
  isRunning,
  useCreateImport,
  useImport,
  usePreviewImport,
  type FieldsMap,
  type ImportPreview,
} from "@/lib/queries/imports";
import { useLists } from "@/lib/queries/lists";
import { checkCsvFile, CsvFileProblem, type CheckedCsv } from "./csv-file-check";
import { useImportFormat } from "./import-format";
import { ImportRun } from "./import-run";
import { columnProblemsFromDetails, mappableColumns, mappingProblems } from "./mapping-rules";
import { MappingStep } from "./mapping-step";
import { ReviewStep } from "./review-step";
import { LIST_OPTIONS, SourceStep } from "./source-step";
import { WizardStepper } from "./wizard-stepper";

type Step = "source" | "mapping" | "review" | "run";
const STEP_INDEX: Record<Step, number> = { source: 0, mapping: 1, review: 2, run: 3 };

/** An API refusal as one readable sentence: the message, then the field details that explain it. */
function describe(error: unknown) {
  const message = errorMessageOf(error);
  if (!(error instanceof ApiRequestError)) return message;
  const details = Object.values(error.details).filter((detail) => typeof detail === "string");
  return details.length > 0 ? `${message}: ${details.join("; ")}.` : `${message}.`;
}

/**
 * The CSV import: list and file, column mapping, review, then the running import and its result.
 * The file is uploaded (POST /imports/files: streamed, up to 256 MiB) when leaving the first step, so the mapping is built from the
 * server's own reading of it (POST /imports/preview) and the import runs on exactly that file.
 */
export function ImportWizard() {
  const { t, fileSize } = useImportFormat();
  const searchParams = useSearchParams();
  const lists = useLists(LIST_OPTIONS);
  const uploadFile = useUploadFile("/api/v1/imports/files");
  const deleteFile = useDeleteFile();
  const previewImport = usePreviewImport();
  const createImport = useCreateImport();

  const [step, setStep] = useState<Step>("source");
  const [listId, setListId] = useState(searchParams.get("listId") ?? "");
  const [csv, setCsv] = useState<CheckedCsv | null>(null);
  const [triggerAutomations, setTriggerAutomations] = useState(true);
  const [fileError, setFileError] = useState<string | null>(null);
  const [showListError, setShowListError] = useState(false);
  const [uploaded, setUploaded] = useState<{ file: File; fileId: string } | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [sourcePending, setSourcePending] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fieldsMap, setFieldsMap] = useState<FieldsMap>({});
  const [showMappingProblems, setShowMappingProblems] = useState(false);
  const [serverColumnProblems, setServerColumnProblems] = useState<Record<string, string>>({});
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<{ title: string; message: string } | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const run = useImport(importId);

  const list = lists.data?.data.find((candidate) => candidate.id === listId) ?? null;
  const columns = preview ? mappableColumns(preview.columns) : [];
  const localProblems = mappingProblems(t, columns, fieldsMap);
  const problems = { ...localProblems, columns: { ...serverColumnProblems, ...localProblems.columns } };

  /** An uploaded file no import will use is removed again, so abandoned attempts leave nothing behind. */
  const discardUpload = () => {
    if (uploaded && importId === null) deleteFile.mutate(uploaded.fileId);
    setUploaded(null);
    setPreview(null);
  };

  const chooseFile = (file: File) => {
    setFileError(null);
    setSourceError(null);
    checkCsvFile(file).then(setCsv, (error: Error) =>
      setFileError(
        error instanceof CsvFileProblem
          ? t(`fileProblems.${error.kind}`, { name: error.file.name, size: fileSize(error.file.size) })
          : error.message,
      ),
    );
  };

  const continueFromSource = async () => {
    setShowListError(true);
    if (!csv) setFileError((current) => current ?? t("wizard.chooseFile"));
    if (!csv || !list) return;
    setSourceError(null);
    setSourcePending(true);
    try {
      let fileId = uploaded?.file === csv.file ? uploaded.fileId : null;
      if (!fileId) {
        setUploadProgress(0);
        fileId = (await uploadFile(csv.file, setUploadProgress)).id;
        setUploaded({ file: csv.file, fileId });
      }
      if (preview?.fileId !== fileId) {
        const read = await previewImport.mutateAsync({ fileId });
        setPreview(read);
        setFieldsMap(read.fieldsMap);
        setShowMappingProblems(false);
        setServerColumnProblems({});
      }
      setMappingError(null);
      setStep("mapping");
    } catch (error) {
      setSourceError(describe(error));
    } finally {
      setSourcePending(false);
      setUploadProgress(null);
    }
  };

  const changeMapping = (column: string, target: string) => {
    setFieldsMap((current) => ({ ...current, [column]: target }));
    setServerColumnProblems(({ [column]: _fixed, ...rest }) => rest);
    setMappingError(null);
  };

  // The server checks the mapping too (POST /imports would answer the same), so its problems show
  // here, next to the columns, rather than after "Start import".
  const continueFromMapping = async () => {
    setShowMappingProblems(true);
    if (!preview || localProblems.summary) return;
    setMappingError(null);
    try {
      const checked = await previewImport.mutateAsync({ fileId: preview.fileId, fieldsMap });
      if (!checked.hasEmail) {
        setMappingError(t("wizard.noEmailMapped"));
        return;
      }
      setReviewError(null);
      setStep("review");
    } catch (error) {
      const byColumn = error instanceof ApiRequestError ? columnProblemsFromDetails(error.details) : {};
      setServerColumnProblems(byColumn);
      setMappingError(Object.keys(byColumn).length > 0 ? t("wizard.columnsRefused") : describe(error));
    }
  };

  const startImport = async () => {
    if (!preview || !list) return;
    setReviewError(null);
    try {
      const created = await createImport.mutateAsync({
        fileId: preview.fileId,
        listId: list.id,
        fieldsMap,
        triggerAutomations,
      });
      setImportId(created.id);
      setStep("run");
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const title = t(
        `wizard.startErrors.${status === 422 ? "noEmailColumn" : status === 404 ? "gone" : status === 413 ? "tooLarge" : "failed"}`,
      );
      setReviewError({ title, message: describe(error) });
    }
  };

  const startOver = () => {
    setStep("source");
    setCsv(null);
    setUploaded(null);
    setPreview(null);
    setFieldsMap({});
    setImportId(null);
    setTriggerAutomations(true);
    setShowListError(false);
    setFileError(null);
    setSourceError(null);
    setReviewError(null);
  };

  const finished = run.data !== undefined && !isRunning(run.data.status);
  const stepIndex = step === "run" && finished ? 4 : STEP_INDEX[step];

  return (
    <div className="flex flex-col gap-6">
      <WizardStepper current={stepIndex} complete={finished} />
      {step === "source" ? (
        <SourceStep
          listId={listId}
          onListChange={(id) => setListId(id)}
          csv={csv}
          fileError={fileError}
          onFile={chooseFile}
          onClearFile={() => {
            discardUpload();
            setCsv(null);
            setSourceError(null);
          }}
          uploadProgress={uploadProgress}
          serverError={sourceError}
          pending={sourcePending}
          showListError={showListError}
          onContinue={() => void continueFromSource()}
        />
      ) : null}
      {step === "mapping" && preview && csv ? (
        <MappingStep
          preview={preview}
          fileName={csv.file.name}
          fieldsMap={fieldsMap}
          onChange={changeMapping}
          problems={problems}
          showProblems={showMappingProblems}
          serverError={mappingError}
          pending={previewImport.isPending}
          onBack={() => setStep("source")}
          onContinue={() => void continueFromMapping()}
        />
      ) : null}
      {step === "review" && preview && csv && list ? (
        <ReviewStep
          listName={list.name}
          file={csv.file}
          rowEstimate={csv.rowEstimate}
          columns={columns}
          fieldsMap={fieldsMap}
          serverError={reviewError}
          pending={createImport.isPending}
          triggerAutomations={triggerAutomations}
          onTriggerAutomations={setTriggerAutomations}
          onBack={() => setStep("mapping")}
          onStart={() => void startImport()}
        />
      ) : null}
      {step === "run" && importId ? (
        <ImportRun
          importId={importId}
          anotherAction={
            <Button onClick={startOver}>
              <RotateCcw aria-hidden />
              {t("importAnother")}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
