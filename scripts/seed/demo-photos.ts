import { createHash, randomUUID } from "node:crypto";
import { hashDistance, hashQuarters, SIMILAR_PHOTO_DISTANCE } from "../../app/domain/photo-hash";
import { type DrawnImage, drawnAs } from "./draw-images";
import { storeDrawn } from "./store-images";

/*
 * Photo hashes in the demo: every seeded listing photo carries the hashes the Worker would have
 * given it at upload (SHA-256 of the stored bytes, difference hash of the 480-wide copy, with the
 * same domain function; taken from the drawn pixels before WebP encoding rather than decoded
 * from it, which moves a hash by a bit at most), and one demo pair: a second seller's listing
 * re-posting a first seller's photo, smaller and harder compressed, flagged as "Possible copied
 * photos" for the admin's Reports.
 */

interface Hashes {
  sha256: string;
  phash: string;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function hashColumns(hashes: Hashes): (string | number)[] {
  return [hashes.sha256, hashes.phash, ...hashQuarters(hashes.phash)];
}

/** What the seed stored under each key this run (scripts/seed.ts), so hashing needs no read back. */
const stored = new Map<string, DrawnImage>();

export function rememberStored(key: string, picture: DrawnImage): void {
  stored.set(key, picture);
}

/**
 * The seeded listing photos' hashes, from what the seed drew this run. A row the seed did not draw
 * (a photo uploaded by hand since) is left to the Worker's hourly run.
 */
export async function hashListingPhotos(env: Env): Promise<void> {
  const { results } = await env.DB.prepare("SELECT key FROM uploads WHERE phash IS NULL AND kind = 'listing'").all<{ key: string }>();
  const statements = results.flatMap(({ key }) => {
    const picture = stored.get(key);
    if (!picture?.phash) return [];
    return [
      env.DB.prepare("UPDATE uploads SET sha256 = ?, phash = ?, phash_a = ?, phash_b = ?, phash_c = ?, phash_d = ? WHERE key = ?").bind(
        ...hashColumns({ sha256: sha256(picture.full), phash: picture.phash }),
        key,
      ),
    ];
  });
  for (let start = 0; start < statements.length; start += 50) await env.DB.batch(statements.slice(start, start + 50));
}

/**
 * The copied-photos pair: Otieno's most recent car with photos, re-posted by Baraka two hours ago
 * at a third of the price, with Otieno's cover photo, smaller and harder compressed, as the copy's only photo.
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
  const picture = original ? stored.get(original.key) : undefined;
  if (!original || !picture) return;
  // Saved from the site and posted again: 640 wide, at a low quality, as its own upload.
  const copy = await drawnAs(picture.svg, 640, [240, 480], { full: 45, variant: 40 });
  const copyHashes = { sha256: sha256(copy.full), phash: copy.phash };
  const originalHashes = { sha256: sha256(picture.full), phash: picture.phash };
  const detail = copyHashes.sha256 === originalHashes.sha256 ? "same" : "similar";
  if (detail === "similar" && hashDistance(copyHashes.phash, originalHashes.phash) > SIMILAR_PHOTO_DISTANCE) return;

  const key = `listings/${randomUUID()}.webp`;
  await storeDrawn(env, key, copy);
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
    ).bind(key, copier.id, inserted.id, copy.full.byteLength, ...hashColumns(copyHashes), postedAt),
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
