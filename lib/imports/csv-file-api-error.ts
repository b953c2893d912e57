import { ApiError } from "@/lib/api/errors";
import type { CsvFileError } from "./sniff-csv";

const FILE_PROBLEM_MESSAGES: Record<CsvFileError["problem"], string> = {
  empty: "The file is empty",
  binary: "The file is not CSV text",
  not_utf8: "The file is not UTF-8 text",
  header_too_long: "The file's header row is too long",
  malformed_header: "The file's header row is not valid CSV",
  malformed: "The file is not valid CSV",
};

/** A CsvFileError as the API answers it: 400 with the problem under `details.file`. */
export function csvFileApiError(error: CsvFileError): ApiError {
  return ApiError.validation(FILE_PROBLEM_MESSAGES[error.problem], { file: error.message });
}
