/** The dashboard's buttons on the home page's sponsor banners: add some, remove one. The service checks the admin role again. */
import { addHomepageImages, claimHomepageImages, deleteHomepageImage } from "../../../worker/services/media/homepage-images";
import { ADMIN_MESSAGES } from "../../domain/admin";
import { STRINGS } from "../../i18n";
import { intents } from "../intents.server";
import { adminAnswer } from "./answer.server";

export const HOMEPAGE_IMAGE_INTENTS = intents(
  {
    async "delete-image"({ ctx, me, fields, intent }) {
      await deleteHomepageImage(ctx, me, Number(fields.imageId));
      return adminAnswer(intent, STRINGS.screens.adminDashboard.imageRemoved);
    },
    async "upload-images"({ ctx, me, form, intent }) {
      const texts = (name: string) => form.getAll(name).map(String);
      // With scripts the banners went straight to storage and the form names them.
      const imageUrls = texts("imageUrls").filter(Boolean);
      if (imageUrls.length > 0) await claimHomepageImages(ctx, me, imageUrls, texts("urls"), texts("companyNames"));
      else {
        const files = form.getAll("homepageImages").filter((entry): entry is File => entry instanceof File && entry.size > 0);
        await addHomepageImages(ctx, me, files, texts("urls"), texts("companyNames"));
      }
      return adminAnswer(intent, STRINGS.screens.adminDashboard.imagesUploaded, 201);
    },
  },
  (refusal, { intent }) => adminAnswer(intent, intent === "upload-images" ? ADMIN_MESSAGES.uploadFailed(refusal.message) : refusal.message, refusal.status),
);
