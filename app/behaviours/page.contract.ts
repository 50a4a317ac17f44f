import { defineContract } from "./contract";

/** What the layout tells every behaviour about the page (app/root.tsx writes `signedIn` on `<body>`). */
export const pageContract = defineContract("page", {
  /** `ready` on `<html>`: the page's behaviours are connected (what the end-to-end tests wait for). */
  values: { signedIn: "data-signed-in", ready: "data-ready" },
});

/** Whether a person is signed in on this page (their session cookie is httpOnly: the layout says so). */
export function signedIn(): boolean {
  return pageContract.read(document.body, "signedIn") !== undefined;
}
