/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying once:
 * under the portal's CSP (no 'unsafe-eval') that try is refused and reported as a violation,
 * though zod then parses without it. jitless says so up front. zod keeps its configuration on
 * globalThis, so this works whether zod's module ran before this call or runs after; it must run
 * before the first parse (entry.client, before hydration).
 */
export function forbidZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
