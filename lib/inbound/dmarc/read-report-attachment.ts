import { gunzipSync } from "node:zlib";
import { unzipSync } from "fflate";

// The XML of a DMARC report attachment: plain, gzip (.xml.gz) or zip (.zip, the first .xml entry),
// told apart by their magic bytes rather than a sender's Content-Type or name. Decompression is
// capped, so a small attachment that inflates to gigabytes is refused rather than read.

/** Largest report XML read (the biggest real reports are a few MB). */
const MAX_REPORT_XML_BYTES = 20 * 1024 * 1024;

export class ReportAttachmentError extends Error {}

const isGzip = (data: Buffer) => data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

function gunzip(data: Buffer): Buffer {
  try {
    return gunzipSync(data, { maxOutputLength: MAX_REPORT_XML_BYTES });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_BUFFER_TOO_LARGE") throw new ReportAttachmentError("the gzip data inflates past 20 MB");
    throw new ReportAttachmentError(`the gzip data is damaged (${(error as Error).message})`);
  }
}

function unzip(data: Buffer): Buffer {
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(data), {
      filter: (file) => {
        if (!/\.xml$/i.test(file.name)) return false;
        if (file.originalSize > MAX_REPORT_XML_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch (error) {
    throw new ReportAttachmentError(`the zip archive is damaged (${(error as Error).message})`);
  }
  if (tooLarge) throw new ReportAttachmentError("the zip entry inflates past 20 MB");
  const [first] = Object.keys(files).sort();
  if (!first) throw new ReportAttachmentError("the zip archive holds no .xml file");
  return Buffer.from(files[first]);
}

/** The report's XML text; throws ReportAttachmentError for damaged or oversized archives. */
export function readReportAttachment(content: Buffer): string {
  const xml = isGzip(content) ? gunzip(content) : isZip(content) ? unzip(content) : content;
  if (xml.length > MAX_REPORT_XML_BYTES) throw new ReportAttachmentError("the XML is larger than 20 MB");
  return xml.toString("utf8");
}
