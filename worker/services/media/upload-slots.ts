import { and, eq, inArray, isNotNull } from "drizzle-orm";
import * as v from "valibot";
import { BANNER_WIDTHS, PHOTO_WIDTHS, type VariantFormat } from "../../../app/domain/images";
import { LIMITS } from "../../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { uploads } from "../../db/schema";
import type { WorkerEnv } from "../../env";
import { AVIF_SIBLING, EXTENSION, type ImageType, objectKeysOf, sniffImageType, uploadKeyOf, variantKeyOf } from "./images";
import { completeStoredCopies, judgeStoredCopies } from "./shown-copies";
import { Refusal } from "../refusal";
import { hashesOfStored } from "./photo-hashes";
import { presignUrl, type S3Credentials } from "./s3-presign";
import { checkUploadRate, deleteObjects, VARIANT_TYPES, variantMaxBytes } from "./uploads";

/**
 * Presigned uploads (docs/decisions/105-presigned-uploads.md): the browser asks for a
 * slot per image, PUTs the image and its variants straight to R2 with the addresses it gets, and
 * then names the image in the listing, avatar or banner write, which checks what arrived by its
 * bytes before anything uses it (`checkPendingUploads`).
 */

/** How long an upload address is good for: ten minutes, enough for six photos on a slow line. */
export const SLOT_TTL_SECONDS = 600;

/** What a slot is for: a listing's photo, the person's avatar, a sponsor banner (admins). */
export type SlotKind = "listing" | "avatar" | "banner";

const FOLDER: Record<SlotKind, string> = { listing: "listings", avatar: "avatars", banner: "homepage" };
const WIDTHS: Record<SlotKind, readonly number[]> = { listing: PHOTO_WIDTHS, avatar: [], banner: BANNER_WIDTHS };
const TYPES = Object.keys(EXTENSION) as ImageType[];

/** One image asked for, and the variants the browser made of it. */
export interface SlotFile {
  kind: SlotKind;
  type: string;
  size: number;
  variants?: { width: number; format: VariantFormat; type: string; size: number }[];
}

const size = () =>
  v.pipe(
    v.number(() => UPLOAD_MESSAGES.noFiles),
    v.integer(() => UPLOAD_MESSAGES.noFiles),
    v.minValue(1, () => UPLOAD_MESSAGES.noFiles),
  );
const text = () =>
  v.pipe(
    v.string(() => UPLOAD_MESSAGES.notImage),
    v.maxLength(40, () => UPLOAD_MESSAGES.notImage),
  );

/** `POST /api/uploads/slots` (docs/api.md): what the browser is about to send; `for: "update"` for an edit's cap. */
export const SlotRequest = v.object({
  files: v.pipe(
    v.array(
      v.object({
        kind: v.picklist(["listing", "avatar", "banner"], () => UPLOAD_MESSAGES.noFiles),
        type: text(),
        size: size(),
        variants: v.optional(
          v.pipe(
            v.array(v.object({ width: size(), format: v.picklist(["base", "avif"], () => UPLOAD_MESSAGES.badVariant), type: text(), size: size() })),
            v.maxLength(PHOTO_WIDTHS.length * 2, () => UPLOAD_MESSAGES.badVariant),
          ),
        ),
      }),
      () => UPLOAD_MESSAGES.noFiles,
    ),
    v.minLength(1, () => UPLOAD_MESSAGES.noFiles),
    v.maxLength(12, () => UPLOAD_MESSAGES.tooMany),
  ),
  for: v.optional(
    v.picklist(["create", "update"], () => UPLOAD_MESSAGES.noFiles),
    "create",
  ),
});

/** An address to PUT one object to, with the headers the PUT must carry exactly. */
export interface SlotTarget {
  url: string;
  headers: Record<string, string>;
}

export interface Slot extends SlotTarget {
  key: string;
  /** What the listing, avatar or banner then names: `/uploads/<key>`. */
  imageUrl: string;
  expiresAt: string;
  variants: (SlotTarget & { width: number; format: VariantFormat })[];
}

interface S3Target {
  endpoint: string;
  bucket: string;
  credentials: S3Credentials;
}

/** The S3 endpoint for this request, or null when presigned uploads are not set up (the form's own upload is used). */
export function s3TargetOf(
  env: Pick<WorkerEnv, "R2_S3_ENDPOINT" | "R2_BUCKET" | "R2_ACCESS_KEY_ID" | "R2_SECRET_ACCESS_KEY">,
  requestUrl: string,
): S3Target | null {
  const { R2_S3_ENDPOINT: endpoint, R2_BUCKET: bucket, R2_ACCESS_KEY_ID: accessKeyId, R2_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  // Locally the emulation answers on the server the page came from (a loopback address only).
  const resolved = endpoint === "local" ? `${new URL(requestUrl).origin}/cdn-cgi/local/r2/s3` : endpoint;
  return { endpoint: resolved, bucket, credentials: { accessKeyId, secretAccessKey } };
}

/** The most one image may weigh, by kind (spec section 9): the update form's cap for `for=update`. */
function capOf(kind: SlotKind, forUpdate: boolean): number {
  if (kind === "avatar") return LIMITS.avatarBytes;
  if (kind === "banner") return LIMITS.homepageImageBytes;
  return forUpdate ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate;
}

function tooLarge(kind: SlotKind, cap: number): Refusal {
  if (kind === "avatar") return new Refusal(413, STRINGS.server.common.avatarTooBig);
  return new Refusal(413, UPLOAD_MESSAGES.tooLarge(cap));
}

/**
 * Checks a request for slots against the spec's counts and caps before anything is signed: one
 * kind a request, six listing photos (one avatar), each within its cap, banners 25 MB in all, only
 * image types, only the variant widths its folder keeps. Admins alone get banner slots.
 */
export function checkSlotRequest(me: SessionUser, files: SlotFile[], forUpdate: boolean): SlotKind {
  const kind = files[0]?.kind;
  if (!kind || files.length === 0) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
  if (files.some((file) => file.kind !== kind)) throw new Refusal(400, STRINGS.server.media.storage.oneKindPerRequest);
  if (kind === "banner" && me.role !== "admin") throw new Refusal(403, STRINGS.server.media.storage.adminsOnly);
  const most = kind === "listing" ? LIMITS.imagesPerListing : kind === "avatar" ? 1 : Number.POSITIVE_INFINITY;
  if (files.length > most) throw new Refusal(400, UPLOAD_MESSAGES.tooMany);
  const cap = capOf(kind, forUpdate);
  let total = 0;
  for (const file of files) {
    if (!TYPES.includes(file.type as ImageType)) throw new Refusal(415, kind === "avatar" ? STRINGS.server.common.avatarNotImage : UPLOAD_MESSAGES.notImage);
    if (!Number.isSafeInteger(file.size) || file.size <= 0) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
    if (file.size > cap) throw tooLarge(kind, cap);
    total += file.size;
    for (const variant of file.variants ?? []) {
      const allowed = WIDTHS[kind].includes(variant.width) && VARIANT_TYPES[variant.format].includes(variant.type as ImageType);
      if (!allowed || !Number.isSafeInteger(variant.size) || variant.size <= 0 || variant.size > variantMaxBytes(variant.width)) {
        throw new Refusal(400, UPLOAD_MESSAGES.badVariant);
      }
    }
  }
  if (kind === "banner" && total > LIMITS.homepageImagesTotalBytes) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(LIMITS.homepageImagesTotalBytes));
  return kind;
}

/**
 * Hands out slots: a pending upload row per image, under a random key in the caller's own folder
 * (`listings/<user id>/<uuid>.webp`), and short-lived PUT addresses for the image and each
 * variant, each good for one write, with the content type signed in (and the AVIF sibling's mark
 * on a base variant, which R2 keeps as the object's metadata). Counted against the same hourly
 * limits as the form's upload.
 */
export async function createSlots(
  ctx: RequestContext,
  me: SessionUser,
  files: SlotFile[],
  options: { requestUrl: string; headers?: Headers; forUpdate?: boolean },
): Promise<Slot[]> {
  const target = s3TargetOf(ctx.env, options.requestUrl);
  if (!target) throw new Refusal(503, STRINGS.server.media.storage.directUploadsOff);
  const kind = checkSlotRequest(me, files, options.forUpdate ?? false);
  await checkUploadRate(ctx, me, options.headers);
  const now = new Date();
  const expires = new Date(now.getTime() + SLOT_TTL_SECONDS * 1000);
  // `If-None-Match: *` is signed in: an address writes its key once, so nothing can replace a
  // photo after its claim checked it, while the address is still good.
  const sign = async (key: string, headers: Record<string, string>): Promise<SlotTarget> => {
    const signed = { ...headers, "if-none-match": "*" };
    return { url: (await presignUrl({ method: "PUT", ...target, key, headers: signed, expiresIn: SLOT_TTL_SECONDS, now })).toString(), headers: signed };
  };
  const slots: Slot[] = [];
  for (const file of files) {
    const key = `${FOLDER[kind]}/${me.id}/${crypto.randomUUID()}.${EXTENSION[file.type as ImageType]}`;
    const variants = file.variants ?? [];
    const avifWidths = new Set(variants.filter((variant) => variant.format === "avif").map((variant) => variant.width));
    slots.push({
      key,
      imageUrl: `/uploads/${key}`,
      expiresAt: expires.toISOString(),
      ...(await sign(key, { "content-type": file.type })),
      variants: await Promise.all(
        variants.map(async (variant) => {
          const headers: Record<string, string> = { "content-type": variant.type };
          if (variant.format === "base" && avifWidths.has(variant.width)) headers[`x-amz-meta-${AVIF_SIBLING}`] = "1";
          return { width: variant.width, format: variant.format, ...(await sign(variantKeyOf(key, variant.width, variant.format), headers)) };
        }),
      ),
    });
  }
  await ctx.db.insert(uploads).values(slots.map((slot) => ({ key: slot.key, userId: me.id, kind, pendingUntil: expires })));
  return slots;
}

/** The R2 keys behind `/uploads/...` addresses (anything else is left to the write's own checks). */
export function uploadKeysOf(urls: string[]): string[] {
  return urls.map(uploadKeyOf).filter((key): key is string => key !== null);
}

/**
 * The first bytes of an object, enough to know what it is: its type by those bytes, or null when
 * they are not an image or not the type its slot was signed for (and R2 stored with it).
 */
async function headBytes(bucket: R2Bucket, key: string): Promise<{ size: number; type: ImageType | null } | null> {
  const object = await bucket.get(key, { range: { offset: 0, length: 32 } });
  if (!object) return null;
  const sniffed = sniffImageType(new Uint8Array(await object.arrayBuffer()));
  return { size: object.size, type: sniffed !== null && sniffed === object.httpMetadata?.contentType ? sniffed : null };
}

/**
 * Checks uploads the caller names that are still pending (presigned, not yet looked at): each row
 * is the caller's and of this kind, its object arrived, is within `capBytes` and is a real JPEG,
 * PNG, WebP or AVIF by its first bytes, and so is every variant stored beside it (its format's
 * types, within its width's cap). Anything else is refused and its objects deleted (the row goes
 * too), with the spec's messages. A checked row stops being pending, records its size and is
 * hashed, and the write's own claim (`claimCheck`) may take it. Rows that are not pending are
 * left to the caller's usual checks.
 */
export async function checkPendingUploads(ctx: RequestContext, me: SessionUser, keys: string[], kind: SlotKind, capBytes: number): Promise<void> {
  if (keys.length === 0) return;
  const pending = await ctx.db
    .select({ key: uploads.key, userId: uploads.userId, kind: uploads.kind })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), isNotNull(uploads.pendingUntil)));
  for (const row of pending) {
    if (row.userId !== me.id || row.kind !== kind) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
    const judged = await judgeObjects(ctx.env.IMAGES, row.key, kind, capBytes);
    const mine = and(eq(uploads.key, row.key), eq(uploads.userId, me.id), isNotNull(uploads.pendingUntil));
    if (judged instanceof Refusal) {
      await deleteObjects(ctx.env.IMAGES, objectKeysOf(row.key));
      await ctx.db.delete(uploads).where(mine);
      throw judged;
    }
    // Hashed now, as an upload through the Worker is, so the publish's duplicate and copied-photo
    // checks see it; a failure leaves it to the hourly run.
    const hashes = await hashesOfStored(ctx.env.IMAGES, row.key).catch((error: unknown) => {
      console.error("[upload-slots] not hashed at claim; the hourly run retries", error);
      return {};
    });
    await ctx.db
      .update(uploads)
      .set({ pendingUntil: null, bytes: judged, ...hashes })
      .where(mine);
  }
}

/**
 * The refusal an uploaded image earns, or its size when it and its copies are what they should
 * be. The copies it lacks are then made or closed (shown-copies.ts), so no address of its slot can
 * put one there after this check.
 */
async function judgeObjects(bucket: R2Bucket, key: string, kind: SlotKind, capBytes: number): Promise<Refusal | number> {
  const image = await headBytes(bucket, key);
  if (!image) return new Refusal(400, STRINGS.server.media.storage.notArrived);
  if (image.size > capBytes) return tooLarge(kind, capBytes);
  if (!image.type) return new Refusal(415, kind === "avatar" ? STRINGS.server.common.avatarNotImage : UPLOAD_MESSAGES.notImage);
  if (WIDTHS[kind].length === 0) return image.size;
  const absent = await judgeStoredCopies(bucket, key, WIDTHS[kind]);
  if (absent instanceof Refusal) return absent;
  return (await completeStoredCopies(bucket, key, absent, WIDTHS[kind])) ?? image.size;
}
