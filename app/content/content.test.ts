import { describe, expect, it } from "vitest";
import { FAQS } from "./faqs";
import { PRIVACY_POLICY } from "./privacy";
import { SAFETY_GUIDE } from "./safety-guide";
import { TERMS_OF_SERVICE } from "./terms";

describe("the static pages' texts", () => {
  it("have the number of sections the spec lists", () => {
    expect(PRIVACY_POLICY.sections).toHaveLength(17);
    expect(TERMS_OF_SERVICE.sections).toHaveLength(11);
    expect(FAQS.topics).toHaveLength(6);
    expect(SAFETY_GUIDE.topics).toHaveLength(5);
  });

  it("give every section a unique anchor", () => {
    for (const items of [PRIVACY_POLICY.sections, TERMS_OF_SERVICE.sections, FAQS.topics, SAFETY_GUIDE.topics]) {
      const ids = items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("keep the privacy policy's references to its own sections true", () => {
    const numbered = (id: string) => PRIVACY_POLICY.sections.findIndex((section) => section.id === id) + 1;
    const text = JSON.stringify(PRIVACY_POLICY.sections);
    expect(text).toContain(`see section ${numbered("other-sites")})`);
    expect(text).toContain(`explained in section ${numbered("cookies")}.`);
    expect(text).toContain(`contact us (section ${numbered("contact")})`);
  });

  it("link only to the other help pages' real anchors", () => {
    const anchors = new Set(TERMS_OF_SERVICE.sections.map((section) => section.id));
    for (const topic of FAQS.topics) {
      for (const link of topic.links ?? []) {
        const [path, anchor] = link.to.split("#");
        if (path === "/terms-of-service" && anchor) expect(anchors, link.to).toContain(anchor);
      }
    }
  });
});
