import { defineContract } from "../../../behaviours/contract";

/**
 * The dashboard's sections kept current: on the element around them, the live room's updates
 * (`live-sections`); on the header's Refresh form (`refresh-sections`), the page asked again now,
 * and where that fails the sentence under the header (`error`), whose texts are on it in the
 * reader's language (`status` has `{status}`). Either puts the answer's swap parts (the sections,
 * the time) in place of the page's, but for one the admin is working in.
 */
export const liveSectionsContract = defineContract("live-sections", {});

export const refreshSectionsContract = defineContract("refresh-sections", {
  parts: { error: "data-refresh-error" },
  values: { offline: "data-offline", status: "data-status", retry: "data-retry" },
});

/** The swap key of the dashboard's "Last Updated" time, put in place with the sections. */
export const UPDATED_PART = "updated";
