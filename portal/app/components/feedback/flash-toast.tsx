import { useEffect, useRef } from "react";
import type { ToastInput } from "../../lib/toast-queue";
import { useToast } from "./toaster";

/** Shows the toast a loader or action flashed (see toast.server.ts) once per flash id. */
export function FlashToast({ flash }: { flash: (ToastInput & { id: string }) | null }) {
  const { toast } = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast(flash);
  }, [flash, toast]);
  return null;
}
