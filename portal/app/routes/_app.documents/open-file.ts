/**
 * Opening and downloading document bodies in the browser. The API serves them only with the
 * session cookie, so the portal fetches the bytes and hands the browser a blob: URL, revoked a
 * few seconds later (docs/product.md#load-board-business-constants-and-limits: 1 to 10 s) so decrypted documents do not linger in memory.
 */

/** A new tab needs the blob until its viewer has read it; a download only until it has started. */
export const VIEW_URL_LIFETIME_MS = 10_000;
export const DOWNLOAD_URL_LIFETIME_MS = 1_000;

export type FileFailure = "popup-blocked" | "signed-out" | "denied" | "failed";
export type FileResult = { ok: true } | { ok: false; failure: FileFailure };

function failureOf(status: number): FileFailure {
  if (status === 401) return "signed-out";
  // Another user's document answers 404 (ids cannot be probed); a wrong role 403.
  if (status === 403 || status === 404) return "denied";
  return "failed";
}

// A raw fetch rather than the SDK: the body is a binary file read as a Blob, which the SDK's
// JSON-reading client does not return; only the status is read otherwise.
async function fetchBlob(path: string): Promise<Blob | FileFailure> {
  try {
    const response = await fetch(path, { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return failureOf(response.status);
    return await response.blob();
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    return "failed";
  }
}

/**
 * Opens a document in a new tab. The tab is opened at once, inside the click, because browsers
 * block pop-ups opened after an await; it is pointed at the file when the bytes arrive, or closed
 * again when they do not.
 */
export async function openInNewTab(path: string): Promise<FileResult> {
  const tab = window.open("", "_blank");
  if (!tab) return { ok: false, failure: "popup-blocked" };
  // The tab shows only our own file; it has no business reaching back into this page.
  tab.opener = null;
  const blob = await fetchBlob(path);
  if (typeof blob === "string") {
    tab.close();
    return { ok: false, failure: blob };
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), VIEW_URL_LIFETIME_MS);
  return { ok: true };
}

/** Saves a document under its listed name. */
export async function downloadFile(path: string, fileName: string): Promise<FileResult> {
  const blob = await fetchBlob(path);
  if (typeof blob === "string") return { ok: false, failure: blob };
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  return { ok: true };
}
