import { afterEach, describe, expect, it } from "vitest";
import { CATEGORY_ATTRIBUTES, CATEGORY_TREE, CONDITIONS } from "../domain/catalog";
import { type Lang, registerCatalogue, setLanguageSource } from "./index";
import { categoryLabel, fieldLabel, optionLabel } from "./labels";
import { sw } from "./sw";

/** Stored category names and options stay English; the labels show them in the reader's language. */
function speak(lang: Lang) {
  registerCatalogue("sw", sw);
  setLanguageSource(() => lang);
}

afterEach(() => speak("en"));

const allNames = CATEGORY_TREE.flatMap((category) => [category.name, ...category.subcategories]);
const allOptions = [
  ...CONDITIONS,
  ...Object.values(CATEGORY_ATTRIBUTES).flatMap((fields) => fields.flatMap((field) => (field.kind === "select" ? field.options : []))),
];

describe("display labels", () => {
  it("show every category and option as it is stored, in English", () => {
    speak("en");
    for (const name of allNames) expect(categoryLabel(name)).toBe(name);
    for (const option of allOptions) expect(optionLabel(option)).toBe(option);
    for (const field of Object.values(CATEGORY_ATTRIBUTES).flat()) expect(fieldLabel(field.key, "?")).toBe(field.label);
  });

  it("name every category, option and field in Kiswahili", () => {
    speak("sw");
    expect(categoryLabel("Vehicles")).toBe("Magari");
    expect(optionLabel("Used")).toBe("Imetumika");
    for (const name of allNames) expect(categoryLabel(name), name).not.toBe(name);
    for (const option of allOptions) expect(optionLabel(option), option).not.toBe(option);
    // Every field has its own key ("Parking" is said so in Kiswahili too).
    for (const field of Object.values(CATEGORY_ATTRIBUTES).flat()) expect(fieldLabel(field.key, "?"), field.key).not.toBe("?");
    expect(fieldLabel("make", "Make")).toBe("Chapa ya gari");
  });

  it("show an unknown value as it is", () => {
    speak("sw");
    expect(categoryLabel("Boats")).toBe("Boats");
    expect(categoryLabel("constructor")).toBe("constructor");
    expect(optionLabel("Mint")).toBe("Mint");
  });
});
