/** FUNDAE bonificaciones' shared pieces (Spain, issue 16 part 5): the year asked in the URL and the year switcher. */
import { Link } from 'react-router';
import { fundaeYearQuery } from '@app/contracts/pharmacy/fundae';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The year of the URL's `?year=` as the API's contract reads it; a stray one is left out (the API answers this year). */
export function yearOfUrl(request: Request): number | undefined {
  const read = fundaeYearQuery.safeParse({ year: new URL(request.url).searchParams.get('year') ?? undefined });
  return read.success ? read.data.year : undefined;
}

/** Links to the previous and next year of the page, keeping its path. */
export function FundaeYearNav({ year }: { year: number }) {
  const { t } = useTranslation();
  const link = 'inline-flex min-h-11 items-center rounded px-3 font-semibold text-neutral-900 underline underline-offset-2';
  return (
    <nav aria-label={t('pharmacy.fundae.year.label')} className="flex flex-wrap items-center gap-2" data-testid="fundae-year">
      <Link to={`?year=${year - 1}`} className={link} preventScrollReset>
        {t('pharmacy.fundae.year.previous', { year: String(year - 1) })}
      </Link>
      <span className="font-semibold text-neutral-900" aria-current="page">
        {t('pharmacy.fundae.year.current', { year: String(year) })}
      </span>
      <Link to={`?year=${year + 1}`} className={link} preventScrollReset>
        {t('pharmacy.fundae.year.next', { year: String(year + 1) })}
      </Link>
    </nav>
  );
}
