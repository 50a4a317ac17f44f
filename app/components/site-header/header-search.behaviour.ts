/**
 * The header search's suggestions as a buyer types: the ARIA 1.2 combobox pattern over plain DOM.
 * Without JavaScript the header is the plain search form it always was.
 *
 * The server writes the empty list and a status line with the sentences (./header-search.contract.ts);
 * this adds the roles, asks `GET /api/search/suggestions` at most every 120 ms, and handles the
 * keyboard: Down/Up move through the suggestions, Enter searches the chosen one, Escape closes
 * the list, Tab leaves it.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { headerSearchContract } from "./header-search.contract";

const DELAY_MS = 120;

export const headerSearch = defineBehaviour<HTMLFormElement>(headerSearchContract, (form) => {
  const input = headerSearchContract.find<HTMLInputElement>(form, "input");
  const list = headerSearchContract.find(form, "list");
  const status = headerSearchContract.find(form, "status");
  if (!input || !list || !status) return;
  // A live region only where a script fills it: a page without one keeps a single status (its own).
  status.setAttribute("role", "status");
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);

  let options: string[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  let asked = "";

  const optionId = (index: number) => `${list.id}-${index}`;

  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };

  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll<HTMLElement>("[role=option]").forEach((option, at) => {
      option.setAttribute("aria-selected", at === index ? "true" : "false");
    });
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else input.setAttribute("aria-activedescendant", optionId(index));
  };

  const choose = (value: string) => {
    input.value = value;
    close();
    form.requestSubmit();
  };

  const show = (found: string[]) => {
    options = found;
    list.replaceChildren(
      ...found.map((text, index) => {
        const option = document.createElement("div");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.textContent = text;
        // Keep the focus in the box while the pointer is down, then search the suggestion.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => choose(text));
        return option;
      }),
    );
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const template = headerSearchContract.read(status, found.length === 1 ? "one" : "many");
    status.textContent = found.length > 0 && template ? template.replace("{n}", String(found.length)) : "";
    if (found.length === 0 || document.activeElement !== input) return close();
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  };

  const ask = () => {
    const typed = input.value.trim();
    if (typed.length < 2) {
      asked = typed;
      pending?.abort();
      options = [];
      return close();
    }
    if (typed === asked && options.length > 0) return show(options);
    asked = typed;
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    fetch(`/api/search/suggestions?q=${encodeURIComponent(typed)}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: { suggestions?: unknown } }>) : null))
      .then((body) => {
        if (controller.signal.aborted) return;
        const found = body?.data?.suggestions;
        show(Array.isArray(found) ? found.filter((item): item is string => typeof item === "string").slice(0, 8) : []);
      })
      // Suggestions only help: a failed request leaves the plain search box.
      .catch(() => {});
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(ask, DELAY_MS);
  });
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden && options.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) {
        if (options.length > 0 && event.key === "ArrowDown") {
          event.preventDefault();
          show(options);
          highlight(0);
        }
        return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the box, Down goes to the first and Up to the last; past either end, back to the box.
      const next = active + step;
      highlight(next >= options.length || next < -1 ? -1 : next === -1 && step === -1 && active === -1 ? options.length - 1 : next);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(options[active] ?? input.value);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      close();
    }
  });
  input.addEventListener("blur", () => close());
  input.addEventListener("focus", () => {
    if (options.length > 0 && input.value.trim() === asked) show(options);
  });
  form.addEventListener("submit", () => {
    clearTimeout(timer);
    pending?.abort();
    close();
  });
});
