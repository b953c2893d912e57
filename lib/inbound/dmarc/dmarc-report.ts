// A DMARC aggregate report (RFC 7489 section 7.2 and appendix C) as the intake stores it.

type DmarcRow = {
  sourceIp: string;
  count: number;
  headerFrom: string | null;
  /** The disposition the receiver applied: none, quarantine or reject. */
  disposition: string;
  /** policy_evaluated: DKIM and SPF results aligned with the From domain. */
  dkimAligned: boolean;
  spfAligned: boolean;
  /** auth_results: whether any DKIM signature or the SPF check passed, for whatever domain. */
  dkimAuthPass: boolean;
  spfAuthPass: boolean;
};

export type DmarcReportData = {
  orgName: string;
  reportId: string;
  /** The policy domain the report is about, lower-case. */
  domain: string;
  policy: string | null;
  beginAt: Date;
  endAt: Date;
  rows: DmarcRow[];
};
