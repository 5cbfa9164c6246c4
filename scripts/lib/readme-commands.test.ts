import { describe, expect, it } from "vitest";
import { namedNotRun, readmeCommands } from "./readme-commands";

describe("readmeCommands", () => {
  it("reads each table row's commands, script names after a command and its `--` arguments", () => {
    const markdown = [
      "Some `npm run outside` prose is no table.",
      "| script | what |",
      "| --- | --- |",
      "| `npm run openapi` | regenerate |",
      "| `npm run db:migrate` / `npm run seed` | (re)seed (`-- --no-market`) |",
      "| `npm run bench` / `bench:smoke` / `budget` | benches |",
      "| `npm run -w sdk build` then `npm pack ./sdk/dist` | the package |",
      "| `src/routes/api.ts` | not a command |",
    ].join("\n");
    expect(readmeCommands(markdown)).toEqual([
      "npm run openapi",
      "npm run db:migrate",
      "npm run seed",
      "npm run seed -- --no-market",
      "npm run bench",
      "npm run bench:smoke",
      "npm run budget",
      "npm run -w sdk build",
      "npm pack ./sdk/dist",
    ]);
  });
});

describe("namedNotRun", () => {
  it("reads the commands and reasons of the table under its heading only", () => {
    const markdown = [
      "## README commands the smoke run does not run",
      "| command | why |",
      "| --- | --- |",
      "| `npm run deploy` | needs Cloudflare |",
      "## Next",
      "| `npm run other` | elsewhere |",
    ].join("\n");
    expect([...namedNotRun(markdown, "README commands the smoke run does not run")]).toEqual([
      ["npm run deploy", "needs Cloudflare"],
    ]);
  });
});
