/**
 * A behaviour's contract with the markup (docs/decisions/128): its name, the attributes that mark
 * its parts, and the attributes whose values it reads (texts in the reader's language, addresses,
 * numbers). The JSX writes the attributes through it and the behaviour reads them through it, so a
 * renamed part breaks `tsc`, never a phone; no other file spells a selector of the behaviour's.
 */

/** The attribute that names an element's behaviours, space-separated (`data-behaviour="swap heart"`). */
export const BEHAVIOUR_ATTRIBUTE = "data-behaviour";

type DataAttribute = `data-${string}`;

export interface Contract<Part extends string, Value extends string> {
  readonly name: string;
  /** The attribute that marks each part, for the JSX: `<button {...c.part("button")}>`, or with a key. */
  part(part: Part, key?: string): Record<string, string>;
  /** The values the behaviour reads, for the JSX; `undefined`, `null` and `false` write nothing. */
  values(values: Partial<Record<Value, string | number | boolean | null | undefined>>): Record<string, string>;
  /** A part's selector, with its key if given: for `querySelector` and `closest`. */
  selector(part: Part, key?: string): string;
  /** The first `part` inside `root` (or with that key), or null. */
  find<E extends Element = HTMLElement>(root: Document | Element, part: Part, key?: string): E | null;
  findAll<E extends Element = HTMLElement>(root: Document | Element, part: Part): E[];
  /** The `part` that `from` is or is inside. */
  closest<E extends Element = HTMLElement>(from: EventTarget | null, part: Part): E | null;
  /** Makes `element` a part (one the behaviour builds itself, a toast in the region). */
  mark(element: Element, part: Part, key?: string): void;
  /** The key a part carries (`data-swap="results"` gives "results"). */
  key(element: Element, part: Part): string | null;
  /** A value the markup carries, or undefined when it does not. */
  read(element: Element, value: Value): string | undefined;
  /** Writes a value on an element (a count the server wrote, updated by the behaviour). */
  write(element: Element, value: Value, to: string | null): void;
}

/**
 * Declares a contract: `parts` and `values` map the names the code uses to the attributes the
 * markup carries (each `data-…`).
 */
export function defineContract<const Part extends string = never, const Value extends string = never>(
  name: string,
  spec: { parts?: Record<Part, DataAttribute>; values?: Record<Value, DataAttribute> },
): Contract<Part, Value> {
  const parts = (spec.parts ?? {}) as Record<Part, DataAttribute>;
  const values = (spec.values ?? {}) as Record<Value, DataAttribute>;
  const selector = (part: Part, key?: string) => (key === undefined ? `[${parts[part]}]` : `[${parts[part]}="${CSS.escape(key)}"]`);
  return {
    name,
    part: (part, key = "") => ({ [parts[part]]: key }),
    values(given) {
      const written: Record<string, string> = {};
      for (const [value, to] of Object.entries(given) as [Value, unknown][]) {
        if (to === undefined || to === null || to === false) continue;
        written[values[value]] = to === true ? "" : String(to);
      }
      return written;
    },
    selector,
    find: <E extends Element>(root: Document | Element, part: Part, key?: string) => root.querySelector<E>(selector(part, key)),
    findAll: <E extends Element>(root: Document | Element, part: Part) => [...root.querySelectorAll<E>(selector(part))],
    closest: <E extends Element>(from: EventTarget | null, part: Part) => (from instanceof Element ? from.closest<E>(selector(part)) : null),
    mark: (element, part, key = "") => element.setAttribute(parts[part], key),
    key: (element, part) => element.getAttribute(parts[part]),
    read: (element, value) => element.getAttribute(values[value]) ?? undefined,
    write(element, value, to) {
      if (to === null) element.removeAttribute(values[value]);
      else element.setAttribute(values[value], to);
    },
  };
}

/** The attribute that attaches behaviours to an element, for the JSX: `<form {...attach(swap)}>`. */
export function attach(...contracts: ({ readonly name: string } | false | null | undefined)[]): Record<string, string> {
  const names = contracts.filter((contract) => !!contract).map((contract) => contract.name);
  return names.length > 0 ? { [BEHAVIOUR_ATTRIBUTE]: names.join(" ") } : {};
}
