import * as v from "valibot";
import { visibleLength } from "./reader-length";

/**
 * Every text minimum of the shared schemas counts what a reader sees (`visibleLength`), so a
 * review, title, description, message or reason made of zero-width spaces or blank fillers is
 * refused with the field's own "too short" or "required" sentence.
 */
export function visibleAtLeast(min: number, message: () => string) {
  return v.check((value: string) => visibleLength(value) >= min, message);
}
