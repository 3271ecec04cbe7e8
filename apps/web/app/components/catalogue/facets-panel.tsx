import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { CatalogFacets, FacetValue } from '@app/contracts/catalogue/catalog';
import type { CatalogFacet, CatalogFilters } from '@app/domain/catalogue/catalog-filters';
import { catalogueSearch, filtersFromForm } from './catalogue-query.ts';
import { Icon } from '../ui/icon.tsx';

export const FACETS_FORM_ID = 'catalogue-facets';

const LIST_FACETS = ['type', 'function', 'funding', 'duration', 'tags'] as const;
type ListFacet = (typeof LIST_FACETS)[number];

/** Label of a facet value in the current language. */
export function useFacetLabel() {
  const { t } = useTranslation();
  return (facet: CatalogFacet, value: string | boolean): string => {
    const v = String(value);
    switch (facet) {
      case 'type':
        return t(`trainingType.${v}`, { defaultValue: v });
      case 'function':
        return t(`catalogue.functionValue.${v}`, { defaultValue: v });
      case 'duration':
        return t(`catalogue.durationRange.${v}`, { defaultValue: v });
      case 'free':
        return v === 'true' ? t('catalogue.filters.freeOnly') : t('catalogue.filters.paidOnly');
      default:
        return v;
    }
  };
}

/** The values to offer for a facet: the API's (with counts), plus selected values it did not return (count 0). */
function optionsOf(facet: ListFacet, facets: CatalogFacets, selected: readonly string[]): FacetValue[] {
  const values = facets[facet].filter((o) => o.count !== 0 || selected.includes(o.value));
  for (const s of selected) if (!values.some((o) => o.value === s)) values.push({ value: s, count: 0 });
  return values;
}

interface Props {
  filters: CatalogFilters;
  facets: CatalogFacets;
  total: number;
}

/**
 * Facets of the catalogue (type, audience, funding, duration, theme, free/paid) as a GET form: without JavaScript the
 * button submits it; with it every change navigates at once to the canonical URL (page 1). On phones the panel
 * is collapsed behind a disclosure button. Native checkboxes and radios: fully keyboard-usable.
 */
export function FacetsPanel({ filters, facets, total }: Props) {
  const { t } = useTranslation();
  const label = useFacetLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Inputs stay uncontrolled (and so keep the keyboard focus across navigations); when the view changes by another
  // way (a removed chip, back button) their state follows the URL.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'))) {
      const facet = input.name as CatalogFacet;
      if (facet === 'free') input.checked = String(filters.free ?? '') === input.value;
      else input.checked = ((filters[facet] ?? []) as string[]).includes(input.value);
    }
  }, [filters]);

  const apply = (form: HTMLFormElement) => {
    // The sort select belongs to the form (for the no-JavaScript submit) but shows the applied default when the URL
    // has none: the URL keeps the sort only when the visitor chose one.
    const next = { ...filtersFromForm(new FormData(form)), sort: filters.sort };
    navigate(`${pathname}${catalogueSearch(next)}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    setOpen(false);
  };

  const freeCount = (v: boolean) => facets.free.find((o) => o.value === String(v))?.count;

  return (
    <div className="lg:sticky lg:top-4">
      <button
        type="button"
        className="mb-3 inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-neutral-300 bg-white px-4 font-semibold text-neutral-900 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <Icon name="filter" size={20} />
          {t('catalogue.filters.toggle')}
        </span>
        <Icon name="chevronDown" size={20} className={open ? 'rotate-180' : ''} />
      </button>
      <Form
        id={FACETS_FORM_ID}
        ref={formRef}
        method="get"
        action={pathname}
        onChange={(e) => apply(e.currentTarget)}
        onSubmit={onSubmit}
        className={`${open ? 'block' : 'hidden'} rounded-xl border border-neutral-200 bg-white p-4 lg:block`}
      >
        <div id={panelId} className="flex flex-col gap-5">
          <h2 className="text-lg font-bold text-neutral-900">{t('catalogue.filters.title')}</h2>
          {LIST_FACETS.map((facet) => {
            const selected = (filters[facet] ?? []) as string[];
            const options = optionsOf(facet, facets, selected);
            if (options.length === 0) return null;
            return (
              <fieldset key={facet}>
                <legend className="mb-2 font-semibold text-neutral-900">{t(`catalogue.filters.${facet}`)}</legend>
                <ul className={`flex flex-col gap-1 ${facet === 'tags' ? 'max-h-60 overflow-y-auto pr-1' : ''}`}>
                  {options.map((o) => {
                    const value = o.value;
                    return (
                      <li key={value}>
                        <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-neutral-800">
                          <input
                            type="checkbox"
                            name={facet}
                            value={value}
                            defaultChecked={selected.includes(value)}
                            className="size-4 accent-neutral-900"
                          />
                          <span className="flex-1">{label(facet, value)}</span>
                          <span className="text-neutral-600">({o.count})</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
          <fieldset>
            <legend className="mb-2 font-semibold text-neutral-900">{t('catalogue.filters.free')}</legend>
            <ul className="flex flex-col gap-1">
              {[
                { value: '', text: t('catalogue.filters.allPrices'), count: undefined },
                { value: 'true', text: label('free', true), count: freeCount(true) },
                { value: 'false', text: label('free', false), count: freeCount(false) },
              ].map((o) => {
                const checked = String(filters.free ?? '') === o.value;
                return (
                  <li key={o.value || 'all'}>
                    <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-neutral-800">
                      <input
                        type="radio"
                        name="free"
                        value={o.value}
                        defaultChecked={checked}
                        className="size-4 accent-neutral-900"
                      />
                      <span className="flex-1">{o.text}</span>
                      {o.count !== undefined && <span className="text-neutral-600">({o.count})</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700 lg:hidden"
          >
            {t('catalogue.filters.show', { count: total })}
          </button>
        </div>
      </Form>
    </div>
  );
}
