import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeJsonBytes, jsonObjectPayload, jsonValuePayload } from "@/lib/validation/json-payload";

const bytes = (text: string) => [...Buffer.from(text, "utf8")];
const issues = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? null : result.error.issues.map(({ path, message }) => [path.join("."), message]);

describe("jsonObjectPayload", () => {
  const schema = z.object({ data: jsonObjectPayload("Test") });

  it("takes a JSON object as it is, or decodes the UTF-8 bytes of one", () => {
    expect(schema.parse({ data: { a: [1, { b: null }] } })).toEqual({ data: { a: [1, { b: null }] } });
    expect(schema.parse({ data: bytes('{"name":"Zoë 📧","n":1}') })).toEqual({ data: { name: "Zoë 📧", n: 1 } });
    // A byte order mark in front of the text is not part of the JSON.
    expect(schema.parse({ data: [0xef, 0xbb, 0xbf, ...bytes("{}")] })).toEqual({ data: {} });
  });

  it("refuses other values with one message per problem", () => {
    expect(issues(schema.safeParse({ data: "x" }))).toEqual([["data", "must be a JSON object"]]);
    expect(issues(schema.safeParse({ data: null }))).toEqual([["data", "must be a JSON object"]]);
    expect(issues(schema.safeParse({ data: bytes("[1]") }))).toEqual([["data", "must be a JSON object"]]);
    expect(issues(schema.safeParse({ data: bytes("{") }))).toEqual([
      ["data", "bytes must be the UTF-8 text of a JSON value"],
    ]);
    expect(issues(schema.safeParse({ data: [0xff, 0x7b, 0x7d] }))).toEqual([
      ["data", "bytes must be the UTF-8 text of a JSON value"],
    ]);
    expect(issues(schema.safeParse({ data: [123, -1, 256] }))).toEqual([
      ["data.1", "must be a byte (0-255)"],
      ["data.2", "must be a byte (0-255)"],
    ]);
    // Not integers at all: neither an object nor bytes.
    expect(issues(schema.safeParse({ data: [123, 1.5] }))).toEqual([["data", "must be a JSON object"]]);
  });
});

describe("jsonValuePayload", () => {
  const schema = jsonValuePayload("Test");

  it("decodes byte arrays that are UTF-8 JSON text and keeps every other JSON value", () => {
    expect(schema.parse(bytes('["a",1]'))).toEqual(["a", 1]);
    expect(schema.parse(bytes("null"))).toBeNull();
    expect(schema.parse([1, 2, 3])).toEqual([1, 2, 3]);
    expect(schema.parse([])).toEqual([]);
    expect(schema.parse("text")).toBe("text");
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
  });

  it("refuses what is not JSON", () => {
    expect(schema.safeParse(undefined).success).toBe(false);
  });
});

describe("decodeJsonBytes", () => {
  it("answers undefined for text that is not JSON or bytes that are not UTF-8", () => {
    expect(decodeJsonBytes(bytes("true"))).toBe(true);
    expect(decodeJsonBytes(bytes("tru"))).toBeUndefined();
    expect(decodeJsonBytes([0xc3, 0x28])).toBeUndefined();
  });
});
