import { objectKeysOf, variantKeyOf } from "../../worker/services/media/images";
import type { DrawnImage } from "./draw-images";

/*
 * The seed stores its drawn pictures as an upload is stored (docs/decisions/091-image-variants.md):
 * the full image under its key and each variant under its variant key, all WebP.
 */

const WEBP = { httpMetadata: { contentType: "image/webp" } };

/** Puts a drawn picture and its variants in the bucket under `key` (a `.webp` key). */
export async function storeDrawn(env: Env, key: string, picture: DrawnImage): Promise<void> {
  await Promise.all([
    env.IMAGES.put(key, picture.full, WEBP),
    ...picture.variants.map((variant) => env.IMAGES.put(variantKeyOf(key, variant.width), variant.bytes, WEBP)),
  ]);
}

/** Copies every object of the upload `from` (its image and whichever variants it has) to the upload `to`. */
export async function copyStored(env: Env, from: string, to: string): Promise<boolean> {
  const targets = objectKeysOf(to);
  let copied = false;
  for (const [index, source] of objectKeysOf(from).entries()) {
    const object = await env.IMAGES.get(source);
    if (!object) continue;
    await env.IMAGES.put(targets[index] as string, await object.arrayBuffer(), { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
    copied = true;
  }
  return copied;
}
