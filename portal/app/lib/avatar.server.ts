import { createAvatar } from "@dicebear/core";
import * as shapes from "@dicebear/shapes";

/**
 * The avatar is drawn here, on the server, as an SVG data URI (DiceBear's shapes style): no request
 * leaves the product, so no third party learns who is signed in, and it shows offline. The seed is
 * a SHA-256 of the normalized e-mail, so the page never carries the address in the image either.
 */
export async function avatarUrl(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  const seed = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return createAvatar(shapes, { seed, size: 64 }).toDataUri();
}
