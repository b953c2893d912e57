import { readFileSync } from "node:fs";

/**
 * The Node options an npm script of package.json starts its process with (the words between
 * `node` and `--import`, as in `node --max-old-space-size=512 --import tsx jobs/worker.ts`), so a
 * benchmark runs its work under the same V8 heap settings as the product's process does.
 */
export function scriptNodeArgs(script: "start" | "worker"): string[] {
  const command = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts[
    script
  ];
  const words = command.split(/\s+/);
  const options = words.slice(words.indexOf("node") + 1, words.indexOf("--import"));
  if (options.some((word) => !word.startsWith("--")))
    throw new Error(`package.json's ${script} script is not "node [--options] --import ...": ${command}`);
  return options;
}
