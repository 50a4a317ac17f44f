import { createHash, randomUUID } from "node:crypto";
import jpeg from "jpeg-js";
import { differenceHash, hashDistance, hashQuarters, SIMILAR_PHOTO_DISTANCE } from "../../app/domain/photo-hash";
import { thumbKeyOf } from "../../worker/services/images";

/*
 * Issue 16 in the demo: every seeded listing photo carries the hashes the Worker would have
 * given it at upload (SHA-256 of the stored bytes, difference hash of the stored thumbnail, with
 * the same domain function; the seed's JPEGs are decoded here with jpeg-js instead of the
 * Worker's mozjpeg, which moves a hash by a bit at most), and one demo pair: a second seller's
 * listing re-posting a first seller's photo, re-compressed, flagged as "Possible copied photos"
 * for the admin's Reports.
 */

interface Hashes {
  sha256: string;
  phash: string;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function pictureHash(bytes: Uint8Array): string {
  const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return differenceHash({ data: decoded.data, width: decoded.width, height: decoded.height });
}

async function bytesOf(env: Env, key: string): Promise<Uint8Array | null> {
  const object = await env.IMAGES.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

function hashColumns(hashes: Hashes): (string | number)[] {
  return [hashes.sha256, hashes.phash, ...hashQuarters(hashes.phash)];
}

/** What the seed stored under each key this run (scripts/seed.ts), so hashing needs no read back. */
const stored = new Map<string, { full: Uint8Array; thumb: Uint8Array }>();

export function rememberStored(key: string, picture: { full: Uint8Array; thumb: Uint8Array }): void {
  stored.set(key, picture);
}

/**
 * The seeded listing photos' hashes: from the bytes the seed stored this run (read back from the
 * bucket otherwise, which the local bucket answers slowly), each drawn picture decoded once.
 */
export async function hashListingPhotos(env: Env): Promise<void> {
  const { results } = await env.DB.prepare("SELECT key FROM uploads WHERE phash IS NULL AND kind = 'listing'").all<{ key: string }>();
  const byThumb = new Map<string, string>();
  const hashOne = async (key: string): Promise<D1PreparedStatement | null> => {
    const known = stored.get(key);
    const [image, storedThumb] = known ? [known.full, known.thumb] : await Promise.all([bytesOf(env, key), bytesOf(env, thumbKeyOf(key))]);
    if (!image) return null;
    const thumb = storedThumb ?? image;
    // The seed draws JPEGs; anything else (a photo uploaded by hand since) is left to the hourly run.
    if (thumb[0] !== 0xff || thumb[1] !== 0xd8) return null;
    const thumbSha = sha256(thumb);
    let phash = byThumb.get(thumbSha);
    if (!phash) {
      phash = pictureHash(thumb);
      byThumb.set(thumbSha, phash);
    }
    return env.DB.prepare("UPDATE uploads SET sha256 = ?, phash = ?, phash_a = ?, phash_b = ?, phash_c = ?, phash_d = ? WHERE key = ?").bind(
      ...hashColumns({ sha256: sha256(image), phash }),
      key,
    );
  };
  for (let start = 0; start < results.length; start += 16) {
    const updates = await Promise.all(results.slice(start, start + 16).map((row) => hashOne(row.key)));
    const statements = updates.filter((update): update is D1PreparedStatement => update !== null);
    if (statements.length > 0) await env.DB.batch(statements);
  }
}

/** A JPEG saved again at a lower quality, as someone re-posting a photo from the site would. */
function recompressed(bytes: Uint8Array, quality: number): Uint8Array {
  const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return new Uint8Array(jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, quality).data);
}

/**
 * The copied-photos pair: Otieno's most recent car with photos, re-posted by Baraka two hours ago
 * at a third of the price, with Otieno's cover photo re-compressed as the copy's only photo.
 */
async function insertCopiedPair(env: Env, users: { id: string; username: string; fullName: string; phone: string }[]): Promise<void> {
  const owner = users.find((user) => user.username === "otieno_ouma");
  const copier = users.find((user) => user.username === "baraka");
  if (!owner || !copier) return;
  const original = await env.DB.prepare(
    `SELECT l.id, l.name, l.description, l.category, l.subcategory, l.location, l.attributes, l.condition, l.regular_price, l.type, u.key
     FROM listings l JOIN uploads u ON u.listing_id = l.id
     WHERE l.user_ref = ? AND l.is_hidden = 0 AND u.kind = 'listing' AND u.phash IS NOT NULL
     ORDER BY l.created_at DESC, u.key LIMIT 1`,
  )
    .bind(owner.id)
    .first<{
      id: number;
      name: string;
      description: string;
      category: string;
      subcategory: string | null;
      location: string;
      attributes: string;
      condition: string | null;
      regular_price: number;
      type: string;
      key: string;
    }>();
  if (!original) return;
  const image = await bytesOf(env, original.key);
  const thumb = await bytesOf(env, thumbKeyOf(original.key));
  if (!image || !thumb) return;
  const copyImage = recompressed(image, 55);
  const copyThumb = recompressed(thumb, 50);
  const copyHashes = { sha256: sha256(copyImage), phash: pictureHash(copyThumb) };
  const originalHashes = { sha256: sha256(image), phash: pictureHash(thumb) };
  const detail = copyHashes.sha256 === originalHashes.sha256 ? "same" : "similar";
  if (detail === "similar" && hashDistance(copyHashes.phash, originalHashes.phash) > SIMILAR_PHOTO_DISTANCE) return;

  const key = `listings/${randomUUID()}.jpg`;
  await env.IMAGES.put(key, copyImage, { httpMetadata: { contentType: "image/jpeg" } });
  await env.IMAGES.put(thumbKeyOf(key), copyThumb, { httpMetadata: { contentType: "image/jpeg" } });
  const postedAt = Date.now() - 2 * 3_600_000;
  const price = Math.max(1000, Math.round(original.regular_price / 3 / 1000) * 1000);
  const inserted = await env.DB.prepare(
    `INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, offer, image_urls,
       type, seller_name, business_name, phone_number, user_ref, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      original.name,
      "Urgent sale, owner travelling abroad. Pay a deposit to reserve; viewing after payment.",
      original.category,
      original.subcategory,
      "Nairobi",
      original.attributes,
      original.condition,
      price,
      JSON.stringify([`/uploads/${key}`]),
      original.type,
      copier.fullName,
      copier.fullName,
      copier.phone,
      copier.id,
      postedAt,
      postedAt,
    )
    .first<{ id: number }>();
  if (!inserted) return;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO uploads (key, user_id, listing_id, kind, bytes, sha256, phash, phash_a, phash_b, phash_c, phash_d, created_at) VALUES (?, ?, ?, 'listing', ?, ?, ?, ?, ?, ?, ?, ?)",
    ).bind(key, copier.id, inserted.id, copyImage.byteLength, ...hashColumns(copyHashes), postedAt),
    env.DB.prepare("INSERT INTO listing_posts (user_id, listing_id, created_at) VALUES (?, ?, ?)").bind(copier.id, inserted.id, postedAt),
    env.DB.prepare(
      "INSERT INTO listing_flags (listing_id, other_listing_id, kind, detail, created_at) VALUES (?, ?, 'copied_photos', ?, ?) ON CONFLICT DO NOTHING",
    ).bind(inserted.id, original.id, detail, postedAt),
  ]);
}

export async function insertDemoPhotos(env: Env, users: { id: string; username: string; fullName: string; phone: string }[]): Promise<void> {
  await hashListingPhotos(env);
  await insertCopiedPair(env, users);
}
