import type { ReactNode } from "react";
import { attach } from "../behaviours/contract";
import { dialogContract } from "../behaviours/dialog/dialog.contract";
import { STRINGS } from "../i18n";

/**
 * A form behind a disclosure, which opens in place without a script and as a modal dialog with
 * this title where the dialog behaviour runs (app/behaviours/dialog); the server sends it open
 * when a refusal came back, so what was typed is there again.
 */
export function DialogDisclosure({
  id,
  className,
  title,
  summary,
  summaryClass,
  open,
  children,
}: {
  id?: string;
  className: string;
  title: string;
  summary: string;
  summaryClass: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      className={className}
      open={open || undefined}
      {...attach(dialogContract)}
      {...dialogContract.values({ title, closeLabel: STRINGS.common.close })}
    >
      <summary className={summaryClass}>{summary}</summary>
      {children}
    </details>
  );
}
