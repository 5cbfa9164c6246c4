/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying once:
 * under the portal's CSP (no 'unsafe-eval') that try is refused and reported as a violation,
 * though zod then parses without it. jitless says so up front. zod reads its configuration from
 * globalThis, and a route module may parse while it loads, so this classic script runs in the head,
 * before any module script; it carries the page's nonce like Remix's own.
 */
export function ZodWithoutEvalScript({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, with the page's nonce
      dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }}
    />
  );
}
