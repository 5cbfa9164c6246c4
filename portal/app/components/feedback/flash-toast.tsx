import { useEffect, useRef } from "react";
import type { ToastInput } from "../../lib/toast-queue";
import { useToast } from "./toaster";

/** Shows the toasts a loader or action flashed (see toast.server.ts), each once per flash id. */
export function FlashToast({ flash }: { flash: readonly (ToastInput & { id: string })[] }) {
  const { toast } = useToast();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const item of flash) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      toast(item);
    }
  }, [flash, toast]);
  return null;
}
