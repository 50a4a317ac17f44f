import type { ReactNode } from "react";
import "./table-scroll.css";

/**
 * A table wider than a phone scrolls inside this box instead of widening the page (decision 118).
 * A box that scrolls must be reachable by keyboard, so it is a named region (a section with a name) in the tab order.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard.
    <section className={className ? `table-scroll ${className}` : "table-scroll"} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
