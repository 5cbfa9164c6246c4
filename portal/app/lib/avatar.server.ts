/**
 * The avatar image comes from an external service seeded by the user (the accounts spec's screens and routes). The seed is a
 * SHA-256 of the normalized e-mail, so the address itself never leaves for a third party.
 */
const AVATAR_SERVICE = "https://api.dicebear.com/9.x/shapes/svg";

export async function avatarUrl(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  const seed = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${AVATAR_SERVICE}?${new URLSearchParams({ seed })}`;
}
