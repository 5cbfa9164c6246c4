/**
 * SLOT — the inline documents panel of /upload-load (spec 001 §2, §5 "Carrier document upload"),
 * filled by the documents issue. It uploads documents without a load; POST /api/loads links them
 * to the next saved load. `lastSavedLoadId` changes after each save, so the panel can refresh its
 * list (the documents it showed are linked now). Until then it renders nothing.
 */
export function LoadDocumentsPanelSlot(_props: { lastSavedLoadId: string | null }) {
  return null;
}
