import { useCallback, useEffect, useRef, useState } from "react";
import { postMultipart, type UploadAnswer, type UploadData, type UploadPath } from "./upload-request";

/**
 * One upload at a time with its progress (0–100, null when idle). Leaving the screen aborts what
 * is still going up, so no answer arrives for a component that is gone.
 */
export function useUpload<Path extends UploadPath>(path: Path) {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (form: FormData): Promise<UploadAnswer<UploadData<Path>> | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPercent(0);
      const reply = await postMultipart(path, form, { onProgress: setPercent, signal: current.signal });
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
      return reply;
    },
    [path],
  );
  return { upload, percent, busy: percent !== null };
}
