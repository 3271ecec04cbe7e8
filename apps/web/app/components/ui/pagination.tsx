import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from './icon.tsx';
import { paginationItems } from './pagination-items.ts';

/** `?page=` links in a labelled navigation landmark; the current page is marked with aria-current. */
export function Pagination({
  page,
  pageCount,
  search,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  search: string;
  /** Builds the link of a page (e.g. a canonical query); default: `search` with `page` set. */
  hrefFor?: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    if (hrefFor) return hrefFor(p);
    const params = new URLSearchParams(search);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const qs = params.toString();
    return qs ? `?${qs}` : '.';
  };
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={`${base} text-neutral-800 hover:bg-neutral-100`} aria-label={t('pagination.previous')} rel="prev">
              <Icon name="chevronLeft" size={20} />
            </Link>
          ) : (
            <span className={`${base} text-neutral-400`} aria-hidden="true">
              <Icon name="chevronLeft" size={20} />
            </span>
          )}
        </li>
        {paginationItems(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={p === page ? t('pagination.current', { page: p }) : t('pagination.page', { page: p })}
                className={`${base} ${p === page ? 'bg-neutral-900 text-white' : 'text-neutral-800 hover:bg-neutral-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={`${base} text-neutral-800 hover:bg-neutral-100`} aria-label={t('pagination.next')} rel="next">
              <Icon name="chevronRight" size={20} />
            </Link>
          ) : (
            <span className={`${base} text-neutral-400`} aria-hidden="true">
              <Icon name="chevronRight" size={20} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
