import * as v from "valibot";
import { STRINGS } from "../i18n";
import { LIMITS } from "./limits";

/** The admin dashboard's texts from the spec (sections 2 and 8), kept with the rules that use them (STRINGS.domain.admin). */
export const ADMIN_MESSAGES = STRINGS.domain.admin;

/** A sponsor's address as the spec wants it: `https://` added when no http prefix is given. */
export function normaliseCompanyUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    // Only web addresses: a `javascript:` or `data:` link must never reach the home banner.
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface SponsorFile {
  name: string;
  size: number;
}

export interface SponsorEntry {
  companyUrl: string;
  companyName: string;
}

/**
 * The homepage-image upload's rules (spec section 5), in the spec's order: at least one image,
 * none over 5 MB, at most 25 MB in all, and a URL and company name for each. Returns the
 * entries ready to store, or the message that refuses the upload.
 */
export function checkSponsorUpload(
  files: SponsorFile[],
  urls: string[],
  companyNames: string[],
): { ok: true; entries: SponsorEntry[] } | { ok: false; message: string; tooLarge?: true } {
  if (files.length === 0) return { ok: false, message: ADMIN_MESSAGES.noImages };
  const large = files.filter((file) => file.size > LIMITS.homepageImageBytes).map((file) => file.name);
  if (large.length > 0) return { ok: false, message: ADMIN_MESSAGES.filesTooLarge(large), tooLarge: true };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > LIMITS.homepageImagesTotalBytes) return { ok: false, message: ADMIN_MESSAGES.totalTooLarge((total / 1024 / 1024).toFixed(2)), tooLarge: true };
  return checkSponsorEntries(files.length, urls, companyNames);
}

/**
 * The URL and company name of each of `count` banners (the spec's last upload rule): the entries
 * ready to store, or the message that refuses them. Banners sent straight to storage
 * are held to it too.
 */
export function checkSponsorEntries(
  count: number,
  urls: string[],
  companyNames: string[],
): { ok: true; entries: SponsorEntry[] } | { ok: false; message: string } {
  if (count === 0) return { ok: false, message: ADMIN_MESSAGES.noImages };
  const entries: SponsorEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const rawUrl = urls[index]?.trim() ?? "";
    const companyName = companyNames[index]?.trim() ?? "";
    if (!rawUrl || !companyName) return { ok: false, message: ADMIN_MESSAGES.missingDetails };
    const companyUrl = normaliseCompanyUrl(rawUrl);
    if (!companyUrl) return { ok: false, message: ADMIN_MESSAGES.badUrl };
    entries.push({ companyUrl, companyName: companyName.slice(0, 80) });
  }
  return { ok: true, entries };
}

/** `POST /api/admin/homepage-images` as JSON: banners sent straight to storage, each with its URL and company name. */
const texts = (message: () => string) =>
  v.optional(v.pipe(v.array(v.pipe(v.string(message), v.maxLength(2048, message)), message), v.maxLength(50, message)), []);
export const HomepageClaimSchema = v.object({
  imageUrls: texts(() => ADMIN_MESSAGES.noImages),
  urls: texts(() => ADMIN_MESSAGES.missingDetails),
  companyNames: texts(() => ADMIN_MESSAGES.missingDetails),
});

/** Hide or restore a reported listing (docs/api.md). */
// A missing key reads as empty, so it gets the field's own sentence rather than valibot's "Invalid key".
const moderationAction = () => STRINGS.domain.moderation.action;
export const ModerationSchema = v.object({ action: v.pipe(v.optional(v.string(moderationAction), ""), v.picklist(["hide", "restore"], moderationAction)) });

/** Grant or withdraw the Verified Seller mark. Form posts send the word; JSON sends a boolean. */
export const VerificationSchema = v.object({
  verified: v.pipe(
    v.optional(v.union([v.boolean(), v.string()], "verified must be true or false."), ""),
    v.union([v.boolean(), v.picklist(["true", "false"])], "verified must be true or false."),
    v.transform((value) => value === true || value === "true"),
  ),
});
