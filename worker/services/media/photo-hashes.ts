import { and, eq, isNull } from "drizzle-orm";
import { LIMITS } from "../../../app/domain/limits";
import { differenceHash, hashQuarters } from "../../../app/domain/photo-hash";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";
import { decodePhoto, PREPARABLE, photoDimensions } from "./compress-photo";
import { sniffImageType, thumbKeyOf } from "./images";

/*
 * Every stored image's hashes, computed by the server from what it stored, never taken
 * from the browser: the SHA-256 of the image's bytes (the same file posted again), and the
 * difference hash of the picture (app/domain/photo-hash.ts: the same photo re-compressed or
 * resized), decoded from the stored thumbnail (the 480-wide base variant, `.thumb`, which every
 * upload made before variants has too: docs/decisions/091-image-variants.md), or from the image
 * when it has none. AVIF has no
 * decoder in the Worker (worker/services/media/compress-photo.ts): such a photo gets its SHA-256 and
 * phash '' ("no picture hash"), as does a picture that cannot be decoded or is too large to.
 * phash NULL means "not hashed yet": the hourly run (`hashUnhashedUploads`) picks those rows up.
 */

/** The hash columns of an uploads row. */
export interface HashColumns {
  sha256: string | null;
  phash: string | null;
  phashA: number | null;
  phashB: number | null;
  phashC: number | null;
  phashD: number | null;
}

/** phash of a stored image that has no picture hash (AVIF, undecodable, too many pixels): never retried. */
export const NO_PICTURE_HASH = "";

const NOT_HASHED: HashColumns = { sha256: null, phash: null, phashA: null, phashB: null, phashC: null, phashD: null };

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The difference hash of a stored picture, or null when the Worker cannot decode it: not JPEG,
 * PNG or WebP by its bytes, more pixels than a prepared photo may have (decoding would take the
 * Worker's memory), or bytes the decoder refuses.
 */
export async function pictureHash(bytes: Uint8Array): Promise<string | null> {
  const type = sniffImageType(bytes);
  if (!type || !PREPARABLE.includes(type)) return null;
  const size = photoDimensions(bytes, type);
  if (!size || size.width * size.height > LIMITS.preparedPhotoPixels) return null;
  try {
    return differenceHash(await decodePhoto(bytes, type));
  } catch {
    return null;
  }
}

/**
 * The hashes of one image: SHA-256 of `image`, and the picture hash of `thumb` (the picture as
 * cards show it), or of `image` when there is no thumbnail or it cannot be decoded.
 */
export async function photoHashes(image: Uint8Array, thumb: Uint8Array | null): Promise<HashColumns> {
  const sha256 = await sha256Hex(image);
  const phash = (thumb ? await pictureHash(thumb) : null) ?? (await pictureHash(image));
  if (phash === null) return { ...NOT_HASHED, sha256, phash: NO_PICTURE_HASH };
  const [phashA, phashB, phashC, phashD] = hashQuarters(phash);
  return { sha256, phash, phashA, phashB, phashC, phashD };
}

/**
 * Hashes for an image being stored, that never fail the store: on any error the columns stay
 * NULL (logged), and the hourly run hashes the row from R2 later.
 */
export async function hashesForStore(image: Uint8Array, thumb: Uint8Array | null): Promise<HashColumns> {
  try {
    return await photoHashes(image, thumb);
  } catch (error) {
    console.error("[photo-hashes] not hashed at upload; the hourly run retries", error);
    return NOT_HASHED;
  }
}

/** The hourly run's pace: rows a batch, batches a run (each row reads one or two objects and decodes one). */
export const HASH_BACKFILL = { batch: 25, batchesPerRun: 8 } as const;

/** Rows waiting for their hashes, oldest first, through uploads_unhashed_idx. */
export function unhashedUploads(db: Db, limit: number) {
  return db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.phash), isNull(uploads.pendingUntil)))
    .orderBy(uploads.createdAt)
    .limit(limit);
}

/**
 * The hourly run (worker/scheduled.ts): hashes stored images whose rows have none yet (a
 * hash that failed at upload, rows from before images were hashed), in small batches, reading the objects
 * from R2. A row whose image is gone, or whose picture cannot be decoded, gets phash '' and is
 * not tried again; an R2 or D1 error stops the run, and the next hour starts over. Returns how
 * many rows it hashed.
 */
export async function hashUnhashedUploads(db: Db, bucket: R2Bucket, pace: { batch: number; batchesPerRun: number } = HASH_BACKFILL): Promise<number> {
  let hashed = 0;
  for (let run = 0; run < pace.batchesPerRun; run += 1) {
    const rows = await unhashedUploads(db, pace.batch);
    for (const { key } of rows) {
      await db
        .update(uploads)
        .set(await hashesOfStored(bucket, key))
        .where(and(eq(uploads.key, key), isNull(uploads.phash)));
      hashed += 1;
    }
    if (rows.length < pace.batch) break;
  }
  return hashed;
}

/** The hashes of a stored image, read from R2: its bytes and its thumbnail's (when it has one). */
export async function hashesOfStored(bucket: R2Bucket, key: string): Promise<HashColumns> {
  const image = await bucket.get(key);
  if (!image) return { ...NOT_HASHED, phash: NO_PICTURE_HASH };
  const bytes = new Uint8Array(await image.arrayBuffer());
  const thumbObject = await bucket.get(thumbKeyOf(key));
  const thumb = thumbObject ? new Uint8Array(await thumbObject.arrayBuffer()) : null;
  return photoHashes(bytes, thumb);
}
