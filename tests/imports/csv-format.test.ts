import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  type CsvDelimiter,
  CsvFileError,
  contactFieldForHeader,
  countCsvRecords,
  csvParseOptions,
  csvRecords,
  FingerprintSet,
  firstInvalidUtf8,
  resolveFieldMapping,
  sniffCsv,
} from "@/lib/imports";

// The pieces of an import that need no database: sniffing, reading the records (the pre-count and
// the import's own pass), header matching and the duplicate set.

const bytes = (text: string) => Buffer.from(text, "utf8");

function chunked(buffer: Buffer, size: number) {
  const chunks: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += size) chunks.push(buffer.subarray(at, at + size));
  return Readable.from(chunks);
}

/** What the import counts: records with a non-blank field, as csv-parse reads them. */
function parsedRecords(text: string, delimiter: CsvDelimiter) {
  const records = parse(text, csvParseOptions(delimiter)) as string[][];
  return records.filter((record) => record.some((value) => value.trim() !== "")).length;
}

async function scanError(text: string | Buffer, delimiter: CsvDelimiter = ",") {
  const error = await countCsvRecords(chunked(typeof text === "string" ? bytes(text) : text, 7), delimiter).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CsvFileError);
  return {
    problem: (error as CsvFileError).problem,
    message: (error as CsvFileError).message,
    row: (error as CsvFileError).row,
  };
}

describe("sniffCsv", () => {
  it("finds the delimiter, the byte order mark and the trimmed header, skipping blank lines before it", () => {
    expect(
      sniffCsv(bytes("\ufeffEmail Address, First Name ,Last Name\r\na@example.com,A,B\r\n"), { isWholeFile: true }),
    ).toEqual({
      delimiter: ",",
      hasBom: true,
      header: ["Email Address", "First Name", "Last Name"],
      sampleRows: [["a@example.com", "A", "B"]],
    });
    expect(
      sniffCsv(bytes('\n\n"E-Mail";"Name, voll";Firma\nx@example.de;X;"A; B"\n'), { isWholeFile: true }),
    ).toMatchObject({
      delimiter: ";",
      hasBom: false,
      header: ["E-Mail", "Name, voll", "Firma"],
      sampleRows: [["x@example.de", "X", "A; B"]],
    });
    expect(sniffCsv(bytes("email\tname\n"), { isWholeFile: true })).toMatchObject({
      delimiter: "\t",
      header: ["email", "name"],
      sampleRows: [],
    });
    expect(sniffCsv(bytes("email"), { isWholeFile: true })).toMatchObject({ delimiter: ",", header: ["email"] });
  });

  it("reads a header whose quoted names span lines, and previews up to five rows of a cut prefix", () => {
    const rows = Array.from({ length: 8 }, (_, n) => `u${n}@example.com,"Note ${n}\nsecond line"`);
    const text = `"Email\nAddress",Notes\n${rows.join("\n")}\n`;
    const layout = sniffCsv(bytes(text).subarray(0, text.length - 20), { isWholeFile: false });
    expect(layout.header).toEqual(["Email\nAddress", "Notes"]);
    expect(layout.sampleRows).toHaveLength(5);
    expect(layout.sampleRows[4]).toEqual(["u4@example.com", "Note 4\nsecond line"]);
  });

  it("accepts a prefix cut inside a UTF-8 character, but not a whole file ending in one", () => {
    const text = bytes("email,name\nzoe@example.com,Zoë");
    const cut = text.subarray(0, text.length - 1);
    expect(sniffCsv(cut, { isWholeFile: false }).header).toEqual(["email", "name"]);
    expect(() => sniffCsv(cut, { isWholeFile: true })).toThrow("the file is not UTF-8 text");
  });

  it("refuses what is not a CSV file with a header", () => {
    const problem = (input: Buffer, isWholeFile = true) => {
      try {
        sniffCsv(input, { isWholeFile });
      } catch (error) {
        return [(error as CsvFileError).problem, (error as CsvFileError).message];
      }
      return null;
    };
    expect(problem(Buffer.alloc(0))).toEqual(["empty", "the file is empty"]);
    expect(problem(bytes("\ufeff \r\n\t\n"))).toEqual(["empty", "the file is empty"]);
    expect(problem(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toEqual([
      "binary",
      "the file is binary, not CSV text",
    ]);
    expect(problem(Buffer.from("\xfe\xff\0e\0m", "latin1"))?.[0]).toBe("not_utf8");
    expect(problem(Buffer.from("email,name\nren\xe9@example.com,x\n", "latin1"))?.[0]).toBe("not_utf8");
    expect(problem(bytes(`email,${"x".repeat(70_000)}`), false)).toEqual([
      "header_too_long",
      "the header row is longer than 64 KiB",
    ]);
    expect(problem(bytes('email,"name"x\n'))?.[0]).toBe("malformed_header");
  });
});

describe("countCsvRecords", () => {
  const WELL_FORMED: [string, CsvDelimiter][] = [
    ["email,name\na@example.com,A\nb@example.com,B\n", ","],
    ["email,name\r\na@example.com,A\r\nb@example.com,B", ","],
    ['email,name\r\n"a@example.com",A\nb@example.com,"B"\r\nc@example.com,C\rD\n', ","],
    ['\ufeff"email","note"\r\n"a@example.com","two\r\nlines, and ""quotes"""\r\n\r\n,\r\n" , ",x\r\n', ","],
    ['email;name\n\n;;\n"a@example.com";"A;B"\n  \nb@example.com;"C\n\nD"\n', ";"],
    ['email\tname\n"a@example.com"\t""\n""\t""\nb@example.com\t"x""y"\n', "\t"],
    ['email,name\n"a@example.com","A"\r\nb@example.com,\n', ","],
  ];

  it("counts the records the parser reads as non-blank, however the bytes are chunked", async () => {
    for (const [text, delimiter] of WELL_FORMED) {
      const expected = parsedRecords(text, delimiter);
      for (const size of [1, 2, 3, 5, 8, 13, 64, 4096]) {
        const scan = await countCsvRecords(chunked(bytes(text), size), delimiter);
        expect(scan, `${JSON.stringify(text)} in chunks of ${size}`).toEqual({
          records: expected,
          bytes: bytes(text).length,
        });
      }
    }
  });

  it("splits what it passes into the records csv-parse reads, in order and cell for cell once trimmed, however the bytes are chunked", async () => {
    // Blank records stay in place as []: the import numbers rows by them.
    const trimmed = (records: string[][]) =>
      records
        .map((record) => record.map((value) => value.trim()))
        .map((record) => (record.some((value) => value !== "") ? record : []));
    const texts: [string, CsvDelimiter][] = [
      ...WELL_FORMED,
      // A byte order mark before a quoted name, quoted last cells before CRLF and LF, a lone CR inside a cell.
      ['\ufeff"Email Address","Note"\r\n"ZOË@example.com","a\r\nb"\r\nc@example.com,"Ü"\nd@example.com,e\rf\r\n', ","],
      // No line break at the end, a quoted cell spanning chunks.
      [`email,note\na@example.com,"${"long, quoted ".repeat(40)}"\nb@example.com,last`, ","],
    ];
    for (const [text, delimiter] of texts) {
      const expected = trimmed(parse(text, csvParseOptions(delimiter)) as string[][]);
      for (const size of [1, 2, 3, 5, 64, 4096]) {
        const records: string[][] = [];
        for await (const chunk of csvRecords(chunked(bytes(text), size), delimiter)) records.push(...chunk);
        expect(trimmed(records), `${JSON.stringify(text)} in chunks of ${size}`).toEqual(expected);
      }
    }
  });

  it("refuses the quoting the parser refuses, naming the row and the line it starts on", async () => {
    const cases: [string, string, number][] = [
      [
        'email,name\na@example.com,"B\nc@example.com,C\n',
        "row 2 (from line 2) is not valid CSV: a quoted field is never closed; fix the file and import it again",
        2,
      ],
      [
        'email,name\n"a\nb",x\nc@example.com,5\'10"\n',
        "row 3 (from line 4) is not valid CSV: a quote inside a field that does not start with one; fix the file and import it again",
        3,
      ],
      [
        'email,name\na@example.com,"B"C\n',
        "row 2 (from line 2) is not valid CSV: text after the closing quote of a field; fix the file and import it again",
        2,
      ],
      [
        'email,name\na@example.com, "B"\n',
        "row 2 (from line 2) is not valid CSV: a quote inside a field that does not start with one; fix the file and import it again",
        2,
      ],
      [
        'email,name\na@example.com,"B"\r x\n',
        "row 2 (from line 2) is not valid CSV: text after the closing quote of a field; fix the file and import it again",
        2,
      ],
      [
        'email,name\na@example.com,"B"\r\r\n',
        "row 2 (from line 2) is not valid CSV: text after the closing quote of a field; fix the file and import it again",
        2,
      ],
      [
        'email,name\na@example.com,"B"\r,x\n',
        "row 2 (from line 2) is not valid CSV: text after the closing quote of a field; fix the file and import it again",
        2,
      ],
      [
        // Lines count line feeds, also those of CRLF line ends inside a quoted cell.
        'email,note\r\n"a@example.com","two\r\nlines"\r\n\r\nc@example.com,5\'10"\r\n',
        "row 4 (from line 5) is not valid CSV: a quote inside a field that does not start with one; fix the file and import it again",
        4,
      ],
    ];
    for (const [text, message, row] of cases) {
      expect(() => parse(text, csvParseOptions(",")), text).toThrow();
      expect(await scanError(text)).toEqual({ problem: "malformed", message, row });
    }
  });

  it("accepts a carriage return that ends the file after a closing quote, as a line end without its line feed", async () => {
    for (const size of [1, 2, 5, 64])
      expect(await countCsvRecords(chunked(bytes('email,name\na@example.com,"B"\r'), size), ",")).toMatchObject({
        records: 2,
      });
  });

  it("refuses bytes that are not UTF-8 text wherever they are, naming the row", async () => {
    const latin1 = Buffer.concat([
      bytes("email,name\na@example.com,A\n"),
      Buffer.from("b@example.com,Ren\xe9\n", "latin1"),
    ]);
    expect(await scanError(latin1)).toEqual({
      problem: "not_utf8",
      message: "the file is not UTF-8 text (row 3, line 3); save it as CSV UTF-8 and upload it again",
      row: 3,
    });
    const nul = bytes("email,name\na@example.com,A\nb@example.com,B\0\n");
    expect(await scanError(nul)).toEqual({
      problem: "binary",
      message: "the file is binary, not CSV text (row 3 holds a NUL byte)",
      row: 3,
    });
    const truncated = bytes("email,name\na@example.com,Zoë").subarray(0, -1);
    expect((await scanError(truncated)).problem).toBe("not_utf8");
    // After a closing quote and a carriage return (the parser waits to see what follows them), and
    // after a quote error in the same last bytes.
    expect(
      await scanError(Buffer.concat([bytes('email,name\na@example.com,"B"\r'), Buffer.from([0x80, 0x0a])])),
    ).toEqual({
      problem: "not_utf8",
      message: "the file is not UTF-8 text (row 2, line 2); save it as CSV UTF-8 and upload it again",
      row: 2,
    });
    expect((await scanError(bytes('email,name\na@example.com,B"Zoë').subarray(0, -1))).problem).toBe("malformed");
    // A character split across chunks is not an error.
    expect(
      await countCsvRecords(chunked(bytes("email,name\na@example.com,Zoë Ångström 陈伟 🎉\n"), 1), ","),
    ).toMatchObject({ records: 2 });
  });

  it("finds the first byte of an invalid UTF-8 sequence", () => {
    expect(firstInvalidUtf8(bytes("plain ascii"))).toBe(11);
    expect(firstInvalidUtf8(bytes("Zoë 陈 🎉"))).toBe(bytes("Zoë 陈 🎉").length);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xc0, 0xaf]))).toBe(1); // overlong "/"
    expect(firstInvalidUtf8(Buffer.from([0x61, 0x62, 0xed, 0xa0, 0x80]))).toBe(2); // a surrogate
    expect(firstInvalidUtf8(Buffer.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0); // past U+10FFFF
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xe2, 0x82]))).toBe(1); // cut short
  });
});

describe("csvRecords", () => {
  it("reads a quoted cell of many chunks in linear time", async () => {
    // 2 MB in 64-byte chunks: parsing the unfinished record again with every chunk would scan about
    // 32 GB and never finish within the test's time.
    const huge = "x".repeat(2 * 1024 * 1024);
    const records: string[][] = [];
    for await (const chunk of csvRecords(
      chunked(bytes(`email,note\na@example.com,"${huge}"\nb@example.com,short\n`), 64),
      ",",
    ))
      records.push(...chunk);
    expect(records.map((record) => record.map((value) => value.length))).toEqual([
      [5, 4],
      [13, huge.length],
      [13, 5],
    ]);
  });
});

describe("header matching", () => {
  it("knows the headers of common exports, ignoring case, spaces and punctuation", () => {
    const expected: Record<string, string | null> = {
      "Email Address": "email",
      "E-mail": "email",
      EMAIL: "email",
      "e_mail address": "email",
      "E-mail 1 - Value": "email",
      "First Name": "firstName",
      FNAME: "firstName",
      "Given name": "firstName",
      "Last Name": "lastName",
      Surname: "lastName",
      LNAME: "lastName",
      Organization: "company",
      "Phone Number": "phone",
      Mobile: "phone",
      Address: "address",
      City: "city",
      "State/Province": "state",
      REGION: "state",
      Zip: "zip",
      "Postal Code": "zip",
      "ZIP code": "zip",
      Country: "country",
      CC: "country",
      Straße: "address",
      MEMBER_RATING: null,
      OPTIN_TIME: null,
      Birthday: null,
      Name: null,
    };
    for (const [header, field] of Object.entries(expected)) expect(contactFieldForHeader(header), header).toBe(field);
  });

  it("lays the explicit map over the automatic one, column by column", () => {
    const header = ["Email", "Email Address", "First Name", "FNAME", "Plan", "Plan", ""];
    expect(resolveFieldMapping(header)).toEqual({
      fieldsMap: { Email: "email", "Email Address": "", "First Name": "firstName", FNAME: "", Plan: "" },
      problems: {},
      hasEmail: true,
    });
    expect(
      resolveFieldMapping(header, { "Email Address": "EMAIL", Email: "", Plan: "metadata.plan", FNAME: "FirstName" }),
    ).toEqual({
      fieldsMap: { Email: "", "Email Address": "email", "First Name": "", FNAME: "firstName", Plan: "metadata.plan" },
      problems: {},
      hasEmail: true,
    });
    expect(resolveFieldMapping(header, { Email: "", "Email Address": "" }).hasEmail).toBe(false);
    expect(resolveFieldMapping(["Email", "Notes"], { Notes: `metadata.${"k".repeat(101)}` }).problems).toEqual({
      "fieldsMap.Notes": `unknown field metadata.${"k".repeat(101)}`,
    });
  });
});

describe("FingerprintSet", () => {
  it("tells repeats apart from new values, across growth", () => {
    const set = new FingerprintSet();
    for (let n = 0; n < 20_000; n += 1) expect(set.add(`user${n}@example.com`)).toBe(true);
    for (let n = 0; n < 20_000; n += 7) expect(set.add(`user${n}@example.com`)).toBe(false);
    expect(set.add("")).toBe(true);
    expect(set.add("")).toBe(false);
    expect(set.size).toBe(20_001);
  });
});
