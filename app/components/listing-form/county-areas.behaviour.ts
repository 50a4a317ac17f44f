/**
 * The county's select (./listing-form.contract.ts): the Area field's suggestions are the areas
 * sellers already named in the county chosen (`GET /api/listings/areas`). A refusal's page brings
 * them for the first county only, so an empty list is asked for at once. No suggestions is no
 * harm: the field takes any area.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { countyAreasContract as areas } from "./listing-form.contract";

/** The select as the behaviour uses it (the Workers types' `Element`, whose `remove()` gives the element back, leaves the DOM's select outside `HTMLElement` in tsc). */
type Select = HTMLElement & { value: string };

export const countyAreas = defineBehaviour<Select>(areas, (select) => {
  const listId = areas.read(select, "areasFor") ?? "";
  let asked = "";
  const follow = async () => {
    const list = select.ownerDocument.getElementById(listId);
    if (!list) return;
    const county = select.value;
    asked = county;
    list.replaceChildren();
    try {
      const response = await fetch(`/api/listings/areas?county=${encodeURIComponent(county)}`);
      const body = response.ok ? ((await response.json()) as { data?: { areas?: { area: string }[] } }) : null;
      if (asked !== county) return;
      for (const { area } of body?.data?.areas ?? []) {
        const option = select.ownerDocument.createElement("option");
        option.value = area;
        list.appendChild(option);
      }
    } catch {
      // Offline: the field takes any area.
    }
  };
  const changed = () => void follow();
  select.addEventListener("change", changed);
  if (select.ownerDocument.getElementById(listId)?.children.length === 0) void follow();
  return () => select.removeEventListener("change", changed);
});
