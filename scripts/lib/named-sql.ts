// The SQL rule of `npm run structure`: raw SQL lives only in named statements. A `.prepare(` call
// takes a name (`FIND_LOAD_SQL`, `query.sql`) or a named statement builder (`setOutcomeSql(from)`);
// a string or template literal written inline, or any other expression, is refused.

export interface InlineSql {
  file: string;
  line: number;
  /** The start of the refused argument, as written. */
  argument: string;
}

const NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/;

/** Whether the text after `.prepare(` starts with a named statement. */
export function isNamedStatement(argument: string): boolean {
  const text = argument.trimStart();
  const name = NAME.exec(text)?.[0];
  if (!name) return false;
  const next = text.slice(name.length).trimStart()[0];
  if (next === ")" || next === ",") return true;
  return next === "(" && /(?:Sql|SQL)$/.test(name);
}

/** The `.prepare(` calls of one source file whose first argument is not a named statement. */
export function inlineSqlCalls(file: string, source: string): InlineSql[] {
  const found: InlineSql[] = [];
  for (const match of source.matchAll(/\.prepare\(/g)) {
    const start = match.index + match[0].length;
    if (isNamedStatement(source.slice(start))) continue;
    found.push({
      file,
      line: source.slice(0, match.index).split("\n").length,
      argument: source.slice(start).trimStart().split("\n")[0]?.slice(0, 60) ?? "",
    });
  }
  return found;
}
