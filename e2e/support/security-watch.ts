import type { BrowserContext, Response } from "@playwright/test";

/** Headers every page of the portal's origin must carry (functions/_middleware.ts). */
export const PAGE_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
} as const;

/** What is wrong with one page answer's security headers: an empty list when nothing is. */
export async function pageHeaderProblems(response: Response): Promise<string[]> {
  const headers = await response.allHeaders();
  const where = `${response.request().method()} ${new URL(response.url()).pathname} (${response.status()})`;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(PAGE_HEADERS)) {
    if (headers[name] !== value) problems.push(`${where}: ${name} is ${headers[name] ?? "missing"}, not ${value}`);
  }
  if (!headers["permissions-policy"]?.includes("camera=()")) problems.push(`${where}: no Permissions-Policy`);
  const policy = headers["content-security-policy"] ?? "";
  if (!/frame-ancestors 'none'/.test(policy)) problems.push(`${where}: CSP without frame-ancestors 'none': ${policy}`);
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
  if (scripts === undefined || /unsafe-inline|unsafe-eval/.test(scripts)) {
    problems.push(`${where}: script-src must be strict: ${policy}`);
  }
  // A page with inline scripts (Remix's) names their nonce; static .html files have none.
  const html = (headers["content-type"] ?? "").startsWith("text/html") ? await response.text().catch(() => "") : "";
  const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>/.test(html);
  if (inlineScript && !scripts?.includes("'nonce-")) problems.push(`${where}: inline scripts but no nonce: ${policy}`);
  return problems;
}

/**
 * Watches one browser context for the whole run: every Content-Security-Policy violation a page
 * reports (the `securitypolicyviolation` event, and the console line Chromium writes), and the
 * headers of every page the portal's origin answers. Problems collect in `problems`.
 */
export async function watchContext(context: BrowserContext, portalOrigin: string, problems: string[]) {
  const pending: Promise<void>[] = [];
  await context.exposeBinding("__reportCspViolation", ({ page }, violation: string) => {
    problems.push(`CSP violation on ${page?.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP console error on ${message.page()?.url()}: ${message.text()}`);
    }
  });
  context.on("response", (response) => {
    const request = response.request();
    // blob: documents (a file opened in a new tab) come from no server: there are no headers to check.
    const url = new URL(response.url());
    if (request.resourceType() !== "document" || url.protocol.startsWith("blob") || url.origin !== portalOrigin) return;
    if (response.status() >= 300 && response.status() < 400) return; // a redirect is followed, its target checked
    // Pages only: a stored document opened in a tab (a PDF) is shown by the browser's own viewer,
    // whose internal loads carry no headers; the document's own policy is a worker test's.
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
    pending.push(
      pageHeaderProblems(response).then(
        (found) => void problems.push(...found),
        () => undefined,
      ),
    );
  });
  return { settled: () => Promise.all(pending) };
}
