/** The count under a text box, as the reader types (./character-count.contract.ts). */
import { groupedCount } from "../../domain/ksh";
import { readerLength } from "../../domain/reader-length";
import { defineBehaviour } from "../runtime";
import { characterCountContract } from "./character-count.contract";

export const characterCount = defineBehaviour<HTMLTextAreaElement>(characterCountContract, (box) => {
  const count = () => {
    const hint = box.ownerDocument.getElementById(characterCountContract.read(box, "hint") ?? "");
    const sentence = hint ? characterCountContract.read(hint, "text") : undefined;
    if (hint && sentence) hint.textContent = sentence.replace("{n}", groupedCount(readerLength(box.value)));
  };
  box.addEventListener("input", count);
  return () => box.removeEventListener("input", count);
});
