import { AFTER_FIRST_PAINT_LOADER } from "../../lib/rendering/scripts-after-first-paint";

/** Starts the page's scripts after its first contentful paint (lib/rendering/scripts-after-first-paint.ts). */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, with the page's nonce
      dangerouslySetInnerHTML={{ __html: AFTER_FIRST_PAINT_LOADER }}
    />
  );
}
