import { STRINGS } from "../i18n";

/** Previous, `Page X of Y`, Next: browse's pager, for a storefront's listings and its reviews. */
export function SellerPager({
  label,
  page,
  pages,
  hrefOf,
  text = STRINGS.common.page,
}: {
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  text?: (page: number, pages: number) => string;
}) {
  if (pages <= 1) return null;
  const t = STRINGS.common;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a className="button outline" href={hrefOf(page - 1)} rel="prev">
          {t.previous}
        </a>
      ) : (
        <span className="button outline" aria-disabled="true">
          {t.previous}
        </span>
      )}
      <span aria-current="page">{text(page, pages)}</span>
      {page < pages ? (
        <a className="button outline" href={hrefOf(page + 1)} rel="next">
          {t.next}
        </a>
      ) : (
        <span className="button outline" aria-disabled="true">
          {t.next}
        </span>
      )}
    </nav>
  );
}
