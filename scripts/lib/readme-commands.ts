/**
 * The commands the README's tables list, read from its Markdown as a reader would: each code span
 * of a table cell that starts with `npm` is a command; a span after it in the same cell that is a
 * script name (`bench:smoke`) is `npm run` of that script, and one that starts with `--` adds its
 * arguments to the command before it (`npm run seed` / `-- --no-market`).
 */
export function readmeCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const line of markdown.split("\n")) {
    if (!line.trimStart().startsWith("|")) continue;
    // A row's spans in order: a `--` span in its description cell still belongs to its command.
    let last: string | null = null;
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      const text = (span ?? "").trim();
      if (text.startsWith("npm ")) last = text;
      else if (last && text.startsWith("-- ")) {
        commands.push(`${last} ${text}`);
        continue;
      } else if (last && /^[a-z][\w:-]*$/.test(text)) last = `npm run ${text}`;
      else continue;
      commands.push(last);
    }
  }
  return [...new Set(commands)];
}

/**
 * The README commands docs/testing.md names as not smoke-run, each with its reason: the rows of
 * the table under the heading that says so (`| \`command\` | reason |`).
 */
export function namedNotRun(markdown: string, heading: string): Map<string, string> {
  const named = new Map<string, string>();
  const start = markdown.indexOf(heading);
  if (start < 0) return named;
  const section = markdown.slice(start + heading.length).split(/\n#{1,6} /)[0] ?? "";
  for (const line of section.split("\n")) {
    const match = /^\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (match?.[1] && match[2]) named.set(match[1], match[2]);
  }
  return named;
}
