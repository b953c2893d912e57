// What the intake makes of one inbound message (docs/contract.md sections 14 and 22).

import type { DmarcReportData } from "./dmarc/dmarc-report";

export type BounceDetails = {
  kind: "hard" | "soft";
  /** Enhanced status code (RFC 3463), e.g. "5.1.1"; "5.0.0"/"4.0.0" when only the class is known. */
  status: string;
  diagnosticCode: string | null;
  recipient: string | null;
};

export type Classification =
  | {
      outcome: "bounce";
      shape: string;
      bounce: BounceDetails;
      originalMessageIds: string[];
      /** The Email named by the VERP address the bounce was sent to (lib/mail/return-path.ts): it wins. */
      returnPathEmailId?: string | null;
    }
  | {
      outcome: "complaint";
      feedbackType: string;
      recipient: string | null;
      userAgent: string | null;
      originalMessageIds: string[];
    }
  | {
      outcome: "reply";
      referenced: string[];
      from: string | null;
      subject: string;
      snippet: string;
      automatic: boolean;
    }
  | { outcome: "unsubscribe"; token: string | null; from: string | null }
  | { outcome: "dmarc"; report: DmarcReportData }
  | { outcome: "ignored"; reason: string };

/** hard for 5.x.x, soft for 4.x.x (RFC 3463 classes). */
export const bounceKind = (status: string): "hard" | "soft" => (status.startsWith("4") ? "soft" : "hard");

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
export const truncate = (text: string, length: number) => {
  const flat = clean(text);
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`;
};
