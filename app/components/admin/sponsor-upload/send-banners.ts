/**
 * Sends the picked banners not yet in storage straight there (docs/decisions/105): their 640 and
 * 1280 copies made here, slots asked of the server, each banner and its copies PUT with its bar
 * moving. Those that arrived keep their address; if any did not, the sentence says so (thrown).
 * `NoDirectUploads` is thrown where the deployment signs no uploads: the form then carries the files.
 */
import { bannerWithVariants } from "../../../lib/compress-image";
import { askSlots, sendPhoto, slotFilesOf } from "../../../behaviours/upload/direct-upload";
import { type Picked, pick, showPicked, textOf } from "./picked-banners";

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((filled, [key, value]) => filled.replace(`{${key}}`, String(value)), text);

function showBars(form: HTMLElement, entries: Picked[]): void {
  entries.forEach((entry, index) => {
    const bar = document.createElement("progress");
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", fill(textOf(form, "progress"), { n: index + 1, total: entries.length, percent: 0 }));
    entry.bar = bar;
  });
  showPicked(form);
}

export async function sendBanners(form: HTMLElement): Promise<void> {
  const todo = pick.banners.filter((entry) => !entry.imageUrl);
  if (todo.length === 0) return;
  showBars(form, todo);
  try {
    const images = await Promise.all(todo.map((entry) => bannerWithVariants(entry.file)));
    const slots = await askSlots(slotFilesOf(images, "banner"), false, { network: textOf(form, "notSent"), signIn: textOf(form, "signIn") });
    const sent = await Promise.allSettled(
      slots.map((slot, index) =>
        sendPhoto(slot, images[index] as (typeof images)[number], (share) => {
          const bar = todo[index]?.bar;
          if (!bar) return;
          bar.value = Math.round(share * 100);
          bar.setAttribute("aria-label", fill(textOf(form, "progress"), { n: index + 1, total: todo.length, percent: bar.value }));
        }),
      ),
    );
    sent.forEach((result, index) => {
      const entry = todo[index];
      if (entry && result.status === "fulfilled") entry.imageUrl = slots[index]?.imageUrl;
    });
    if (sent.some((result) => result.status === "rejected")) throw new Error(textOf(form, "notSent"));
  } finally {
    for (const entry of todo) delete entry.bar;
    showPicked(form);
  }
}
