/** Local storage, or null where the browser refuses it (private mode, disabled storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
