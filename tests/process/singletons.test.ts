import { describe, expect, it } from "vitest";
import {
  closeProcessSingletons,
  existingProcessSingleton,
  forgetProcessSingleton,
  processSingleton,
} from "@/lib/process/singletons";

// The registry alone: this file imports nothing that registers a singleton of its own.

describe("process singletons", () => {
  it("makes a value once, keeps it until forgotten", () => {
    let made = 0;
    const first = processSingleton("test.counter", () => ({ made: ++made }));
    expect(processSingleton("test.counter", () => ({ made: ++made }))).toBe(first);
    expect(existingProcessSingleton("test.counter")).toBe(first);
    expect(existingProcessSingleton("test.never-made")).toBeUndefined();
    forgetProcessSingleton("test.counter");
    expect(processSingleton("test.counter", () => ({ made: ++made }))).toEqual({ made: 2 });
  });

  it("closes newest first, goes on past a failure, and keeps values without a closer", async () => {
    const closed: string[] = [];
    const failure = new Error("stuck");
    processSingleton(
      "test.database",
      () => 1,
      () => void closed.push("database"),
    );
    processSingleton("test.flag", () => true);
    processSingleton(
      "test.client",
      () => 2,
      () => {
        closed.push("client");
        throw failure;
      },
    );
    processSingleton(
      "test.server",
      () => 3,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        closed.push("server");
      },
    );

    const failures = await closeProcessSingletons();

    expect(closed).toEqual(["server", "client", "database"]);
    expect(failures).toEqual([{ name: "test.client", error: failure }]);
    expect(existingProcessSingleton("test.flag")).toBe(true);
    expect(existingProcessSingleton("test.database")).toBeUndefined();
    expect(await closeProcessSingletons()).toEqual([]);
  });
});
