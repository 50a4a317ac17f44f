/**
 * Attaches a page's behaviours to the elements whose `data-behaviour` names them
 * (docs/decisions/128), as Stimulus does: once the document is parsed, then for every element a
 * behaviour (a swap, a live room) puts in the page later, and each is let go when its element
 * leaves. A behaviour that throws leaves its element as the server sent it; the others still run.
 */
import { BEHAVIOUR_ATTRIBUTE } from "./contract";
import { pageContract } from "./page.contract";

/** What a behaviour does to one element; what it returns is called when the element leaves the page. */
// biome-ignore lint/suspicious/noConfusingVoidType: most behaviours have nothing to let go of and return nothing
export type Connect<E extends HTMLElement = HTMLElement> = (element: E) => (() => void) | undefined | void;

export interface Behaviour {
  readonly name: string;
  readonly connect: Connect;
}

/** A behaviour: its contract's name and what it does to each element that names it. */
export function defineBehaviour<E extends HTMLElement = HTMLElement>(contract: { readonly name: string }, connect: Connect<E>): Behaviour {
  return { name: contract.name, connect: connect as Connect };
}

const connected = new WeakMap<Element, Map<string, (() => void) | undefined>>();

function namesOf(element: Element): string[] {
  return (element.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? "").split(/\s+/).filter(Boolean);
}

function elementsWithin(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = [...node.querySelectorAll(`[${BEHAVIOUR_ATTRIBUTE}]`)];
  return node.hasAttribute(BEHAVIOUR_ATTRIBUTE) ? [node, ...found] : found;
}

export interface Started {
  /** Connects whatever in `root` names a behaviour and is not connected yet (the observer does this by itself). */
  connectWithin(root: Node): void;
  stop(): void;
}

/**
 * Starts `behaviours` on the document. The first time, each behaviour connects its elements in a
 * task of its own, in the order given: together they are some 50 ms of a mid-range phone's main
 * thread (first calls compile), enough to hold up a tap if run as one. Then `data-ready` on
 * `<html>` says the page is ready (what the end-to-end tests wait for).
 */
export function start(behaviours: readonly Behaviour[], options: { root?: Document } = {}): Started {
  const root = options.root ?? document;
  const byName = new Map(behaviours.map((behaviour) => [behaviour.name, behaviour]));

  const connect = (element: Element, only?: string) => {
    if (!(element instanceof HTMLElement) || !element.isConnected) return;
    let mine = connected.get(element);
    for (const name of namesOf(element)) {
      const behaviour = byName.get(name);
      if (only !== undefined && name !== only) continue;
      // The markup and the page's bundle disagree: every end-to-end journey fails on this.
      if (!behaviour) console.error(`This page's script has no ${name} behaviour`);
      if (!behaviour || mine?.has(name)) continue;
      if (!mine) {
        mine = new Map();
        connected.set(element, mine);
      }
      try {
        mine.set(name, behaviour.connect(element) ?? undefined);
      } catch (error) {
        mine.set(name, undefined);
        console.error(`The ${name} behaviour failed`, error);
      }
    }
  };
  /** Lets go of the behaviours an element no longer names (a swap changed its attribute). */
  const renamed = (element: Element) => {
    const mine = connected.get(element);
    const names = namesOf(element);
    for (const [name, leave] of mine ?? []) {
      if (names.includes(name)) continue;
      mine?.delete(name);
      leave?.();
    }
    connect(element);
  };
  const disconnect = (element: Element) => {
    if (element.isConnected) return;
    const mine = connected.get(element);
    if (!mine) return;
    connected.delete(element);
    for (const leave of mine.values()) leave?.();
  };
  const connectWithin = (node: Node) => {
    for (const element of elementsWithin(node)) connect(element);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") renamed(record.target as Element);
      for (const node of record.removedNodes) for (const element of elementsWithin(node)) disconnect(element);
      for (const node of record.addedNodes) connectWithin(node);
    }
  });

  const first = () => {
    observer.observe(root.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: [BEHAVIOUR_ATTRIBUTE] });
    const queue: (() => void)[] = [
      () => {
        for (const element of root.querySelectorAll(`[${BEHAVIOUR_ATTRIBUTE}]`))
          for (const name of namesOf(element)) if (!byName.has(name)) console.error(`This page's script has no ${name} behaviour`);
      },
      ...[...byName.keys()].map((name) => () => {
        for (const element of root.querySelectorAll(`[${BEHAVIOUR_ATTRIBUTE}~="${name}"]`)) connect(element, name);
      }),
    ];
    const next = () => {
      const step = queue.shift();
      if (!step) {
        pageContract.write(root.documentElement, "ready", "");
        return;
      }
      step();
      setTimeout(next, 0);
    };
    next();
  };
  if (root.readyState === "loading") root.addEventListener("DOMContentLoaded", first, { once: true });
  else first();

  return {
    connectWithin,
    stop: () => observer.disconnect(),
  };
}
