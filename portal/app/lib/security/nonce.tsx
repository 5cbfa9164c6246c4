import { createContext, type ReactNode, useContext } from "react";

/** 128 random bits, base64: a fresh one per rendered page, so a nonce seen once is worth nothing. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

// Empty in the browser: the nonce is needed only while the server renders the script tags.
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
