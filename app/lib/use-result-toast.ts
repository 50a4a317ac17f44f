import { useEffect } from "react";
import { toast } from "./toast";

/** What a screen's action answers to a button: whether it worked, and the sentence to show. */
export interface ActionResult {
  ok: boolean;
  message: string;
}

/** Toasts a fetcher's answer once it has come back; calls `onSuccess` for a good one. */
export function useResultToast(fetcher: { state: string; data?: ActionResult | undefined }, onSuccess?: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: onSuccess is a fresh closure each render; the answer is what matters
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      if (fetcher.data.message) toast.success(fetcher.data.message);
      onSuccess?.();
    } else toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
}
