import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { currentLang, registerCatalogue } from "./i18n";
import { loadPagesWhileOffline } from "./lib/offline-links";

/*
 * The browser's start: a Kiswahili page first loads its catalogue (English is in the bundle), so
 * the first render after hydration reads the same texts the server wrote
 * (docs/decisions/085-one-catalogue-two-languages.md).
 */
async function start(): Promise<void> {
  loadPagesWhileOffline();
  if (currentLang() === "sw") registerCatalogue("sw", (await import("./i18n/sw")).sw);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
