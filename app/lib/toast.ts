import { showToast, type ToastOptions } from "../enhance/toast";

/** The screens' toasts (app/enhance/toast.ts draws them): `toast.success(text)`, `toast.error(text)`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => showToast(message, "success", options),
  error: (message: string, options?: ToastOptions) => showToast(message, "error", options),
};
