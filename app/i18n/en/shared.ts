import { LIMITS } from "../../domain/limits";
import { groupedCount } from "../../domain/ksh";

/** English: phrases several sections say the same way (a refusal, a limit), written once. */
export const PHONE_INVALID = "Please enter a valid Kenyan phone number (e.g., 0712345678 or +254712345678)";

export const IMAGES_TOO_MANY = `Maximum ${LIMITS.imagesPerListing} images allowed`;

export const IMAGE_NOT_OURS = "Images must be uploaded to Sokoni first";

export const MESSAGE_REQUIRED = "Please write your message.";

export const MESSAGE_LONG = "Please keep your message under 2,000 characters.";

export const OWN_LISTING = "This is your own listing.";

export const TOO_MANY_MESSAGES = "You have sent many messages in a short time. Please try again later.";

export const TOO_MANY_REPORTS = "You have sent many reports in a short time. Please try again later.";

export const SIGN_IN_TO_MESSAGE = "Please sign in to message the seller.";

export const USER_NOT_FOUND = "User not found";

export const count = (n: number) => groupedCount(n);

export const messages = (n: number) => (n === 1 ? "a message" : `${count(n)} messages`);

export const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export const people = (n: number) => {
  const word = NUMBER_WORDS[n] ?? count(n);
  return `${word[0]?.toUpperCase()}${word.slice(1)}`;
};
