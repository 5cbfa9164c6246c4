import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "../feedback/toaster";

export const SESSION_EXPIRED_TOAST = {
  title: "Session Expired",
  description: "Your session has expired. Please log in again.",
  variant: "destructive" as const,
};

/**
 * `?session_expired=true` (docs/product.md#accounts-screens-and-routes): remembered for as long as the screen is open, announced
 * once as a toast, then removed from the address so a reload or a shared link does not repeat it.
 */
export function useSessionExpiredNotice(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const [expired] = useState(() => searchParams.get("session_expired") === "true");
  const { toast } = useToast();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; the address change must not announce it again.
  useEffect(() => {
    if (!expired) return;
    toast(SESSION_EXPIRED_TOAST);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("session_expired");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [expired]);
  return expired;
}
