/**
 * One product of the cart screen (issue 14 part 8): type, fixed brand label (§9), name, prices, and its pickers —
 * the function, the funding the function allows, a session for each face-to-face part of a live training (those with
 * seats left, as the detail page lists them) — each with its error beside it, and the remove button that asks first.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { getCourse, type FaceToFace } from '@app/contracts/catalogue/course';
import {
  getAvailableFunctions,
  getAvailableFundings,
  removeProduct,
  setProductFunction,
  setProductFunding,
  setProductSession,
  type CartView,
} from '@app/contracts/shop/cart';
import { typeColour, typeTextColour } from '@app/domain/platform/colours';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay, formatDayAndTime, formatPrice, formatTime } from '../../lib/format.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';
import { buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SelectField } from '../ui/fields.tsx';
import { controlOf, refusalMessage, refusalReason, type CartControl } from './cart-refusals.ts';
import { setCart } from './cart-store.ts';
import { fundingText, holdState } from './shop-format.ts';

export type CartProductView = CartView['products'][number];

/**
 * A cart call of this product: its answer replaces the cart; a refusal goes beside the control it concerns (`key`
 * names the control that made the call: a session picker is `session:<part>`).
 */
function useProductCall() {
  const { i18n } = useTranslation();
  const api = useBrowserApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const run = async (control: CartControl, key: string, call: (api: ApiClient) => Promise<{ data: CartView }>) => {
    setBusy(key);
    setErrors({});
    try {
      setCart((await call(api)).data);
    } catch (error) {
      const target = controlOf(refusalReason(error), control);
      setErrors({ [target === control ? key : target]: refusalMessage(error, (k) => i18n.exists(k)) });
    }
    setBusy(null);
  };
  return { api, busy, errors, run };
}

/** A list read once per product and key (the functions of the product, the fundings of its function, its sessions). */
function useLoaded<T>(load: (() => Promise<T>) | null, key: string): { value: T | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; value: T | null; failed: boolean }>({ key: '', value: null, failed: false });
  useEffect(() => {
    if (!load) return;
    let active = true;
    load().then(
      (value) => { if (active) setState({ key, value, failed: false }); },
      () => { if (active) setState({ key, value: null, failed: true }); },
    );
    return () => {
      active = false;
    };
    // `load` is a new closure at every render: the key says when it asks something else.
  }, [key]);
  return state.key === key ? state : { value: null, failed: false };
}

export function CartProduct({ product, lang, locale }: { product: CartProductView; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  const { platform } = usePlatformHost();
  // The catalogue's type colours (domain) and label, not its useTypeBadge: reached from the shop, that module would be
  // split off the chunk the detail page shares with the cards, a heavier split on its first download (js-budget).
  const type = product.trainingType;
  const badge = { label: t(`trainingType.${type}`), style: { background: typeColour(type, lang), color: typeTextColour(type, lang, platform.theme.elearning_color) } };
  const { api, busy, errors, run } = useProductCall();
  const headingId = useId();
  const errorText = (message: string | undefined) => (message ? t(message, { defaultValue: message }) : undefined);

  const functions = useLoaded(
    () => api.call(getAvailableFunctions, { body: { productId: product.productId, type: product.trainingType } }).then((r) => r.data.functions),
    `functions:${product.productId}`,
  );
  const fundings = useLoaded(
    product.function ? () => api.call(getAvailableFundings, { body: { productId: product.productId, function: product.function as string } }).then((r) => r.data.fundings) : null,
    `fundings:${product.productId}:${product.function ?? ''}`,
  );
  const course = useLoaded(
    product.sessionParts.length > 0 ? () => api.call(getCourse, { params: { slug: product.slug } }).then((r) => r.data.dossier_resource.faceToFaces) : null,
    `sessions:${product.slug}`,
  );

  const funded = product.price < product.catalogPrice;
  const detailPath = buildPath('training-detail', lang, { trainingType: product.trainingType, slug: product.slug });

  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={headingId} data-testid="cart-product">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase" style={badge.style}>
          {badge.label}
        </span>
        <span className="text-sm font-semibold text-neutral-700" data-testid="cart-brand">
          {product.brand}
        </span>
        <span className={`ml-auto rounded px-2 py-0.5 text-xs font-semibold ${product.ready ? 'bg-emerald-800 text-white' : 'bg-amber-100 text-amber-950'}`}>
          {product.ready ? t('shop.product.ready') : t('shop.product.incomplete')}
        </span>
      </div>
      <h3 id={headingId} className="mt-2 text-lg font-semibold break-words text-neutral-900">
        <Link to={detailPath} className="hover:underline">
          {product.name}
        </Link>
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-800">
        <div>
          <dt className="sr-only">{t('shop.product.catalogPrice')}</dt>
          <dd className={funded ? 'text-neutral-600 line-through' : 'font-semibold'} data-testid="cart-price-ht">
            {t('shop.product.priceExclTax', { price: formatPrice(product.catalogPrice, locale) })}
          </dd>
        </div>
        {funded && (
          <div>
            <dt className="sr-only">{t('shop.product.funding')}</dt>
            <dd className="font-semibold" data-testid="cart-funded-price">
              {t('shop.product.fundedPrice', { price: formatPrice(product.price, locale) })}
            </dd>
          </div>
        )}
        {product.discount > 0 && (
          <div>
            <dt className="sr-only">{t('shop.totals.discount')}</dt>
            <dd>{t('shop.product.discount', { price: formatPrice(product.discount, locale) })}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{t('shop.totals.totalWithVat')}</dt>
          <dd data-testid="cart-price-ttc">{t('shop.product.priceInclTax', { price: formatPrice(product.totalWithVat, locale) })}</dd>
        </div>
      </dl>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          name="function"
          label={t('shop.product.function')}
          value={product.function ?? ''}
          disabled={!functions.value}
          aria-busy={busy === 'function' || undefined}
          error={errorText(errors.function)}
          hint={busy === 'function' ? t('shop.product.saving') : undefined}
          onChange={(event) => {
            const functionName = event.target.value;
            if (functionName) void run('function', 'function', (a) => a.call(setProductFunction, { body: { productCartId: product.id, functionName } }));
          }}
          data-testid="function-select"
        >
          <option value="" disabled>
            {t('shop.product.functionPlaceholder')}
          </option>
          {(functions.value ?? (product.function ? [product.function] : [])).map((f) => (
            <option key={f} value={f}>
              {t(`catalogue.functionValue.${f}`, { defaultValue: f })}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="funding"
          label={t('shop.product.funding')}
          value={product.funding?.id ?? ''}
          disabled={!product.function || !fundings.value}
          aria-busy={busy === 'funding' || undefined}
          error={errorText(errors.funding)}
          hint={
            busy === 'funding'
              ? t('shop.product.saving')
              : !product.function
                ? t('shop.product.fundingFirst')
                : !fundings.value && !fundings.failed
                  ? t('shop.product.fundingLoading')
                  : undefined
          }
          onChange={(event) => {
            const fundingId = event.target.value;
            if (fundingId) void run('funding', 'funding', (a) => a.call(setProductFunding, { body: { productCartId: product.id, fundingId } }));
          }}
          data-testid="funding-select"
        >
          <option value="" disabled>
            {t('shop.product.fundingPlaceholder')}
          </option>
          {(fundings.value ?? (product.funding ? [product.funding] : [])).map((f) => (
            <option key={f.id} value={f.id}>
              {fundingText(f, t('shop.product.selfFunding'))}
            </option>
          ))}
        </SelectField>
      </div>

      {product.sessionParts.map((part) => (
        <SessionPicker
          key={part.sessionCourseId}
          part={part}
          product={product}
          faceToFace={course.value?.find((f2f) => f2f.id === part.sessionCourseId) ?? null}
          loading={!course.value && !course.failed}
          locale={locale}
          busy={busy}
          error={errorText(errors[`session:${part.sessionCourseId}`])}
          onChoose={(sessionId) =>
            void run('session', `session:${part.sessionCourseId}`, (a) =>
              a.call(setProductSession, { body: { productCartId: product.id, sessionId, sessionCourseId: part.sessionCourseId } }),
            )
          }
        />
      ))}

      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {(errors.product ?? errors.session ?? errors.payment) && (
          <p className="text-sm font-medium text-red-800" role="alert" data-testid="product-error">
            {errorText(errors.product ?? errors.session ?? errors.payment)}
          </p>
        )}
        <ConfirmDialog
          trigger={
            <>
              <span aria-hidden="true">{busy === 'product' ? t('shop.product.removing') : t('shop.product.remove')}</span>
              <span className="sr-only">{t('shop.product.removeLabel', { name: product.name })}</span>
            </>
          }
          triggerClassName={buttonClass('secondary', 'text-sm')}
          disabled={busy !== null}
          title={t('shop.product.removeTitle')}
          text={t('shop.product.removeText', { name: product.name })}
          cancel={t('shop.product.cancel')}
          confirm={t('shop.product.removeConfirm')}
          onConfirm={() => void run('product', 'product', (a) => a.call(removeProduct, { body: { productId: product.productId } }))}
        />
      </div>
    </li>
  );
}

/** The session picker of one face-to-face part: the sessions not past with seats left (and the one chosen). */
function SessionPicker({
  part,
  product,
  faceToFace,
  loading,
  locale,
  busy,
  error,
  onChoose,
}: {
  part: CartProductView['sessionParts'][number];
  product: CartProductView;
  faceToFace: FaceToFace | null;
  loading: boolean;
  locale: Locale;
  busy: string | null;
  error: string | undefined;
  onChoose(sessionId: number): void;
}) {
  const { t } = useTranslation();
  const key = `session:${part.sessionCourseId}`;
  const chosen = product.sessions.find((s) => s.sessionCourseId === part.sessionCourseId) ?? null;
  const hold = chosen ? holdState(chosen.heldUntil, new Date()) : null;
  // A lapsed hold shows the picker empty: choosing the same session again holds a seat again.
  const value = chosen && hold === 'held' ? String(chosen.sessionId) : '';
  const open = (faceToFace?.sessions ?? []).filter((s) => !s.isPast && (!s.isFull || s.id === chosen?.sessionId));
  const label = (s: (typeof open)[number]) => {
    const place = s.marketingCity || s.city;
    const values = { date: formatDay(s.startDate, locale) ?? s.startDate, time: formatTime(s.startTime) ?? '', place, seats: t('shop.session.seats', { count: s.seatsAvailable }) };
    return place ? t('shop.session.option', values) : t('shop.session.optionNoPlace', values);
  };
  const hint =
    busy === key
      ? t('shop.product.saving')
      : loading
        ? t('shop.session.loading')
        : hold === 'held' && chosen?.heldUntil
          ? t('shop.session.heldUntil', { time: formatDayAndTime(chosen.heldUntil, locale).time })
          : !loading && open.length === 0
            ? t('shop.session.none')
            : undefined;
  return (
    <div className="mt-4">
      {hold === 'lapsed' && (
        <p className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-neutral-900" data-testid="hold-lapsed">
          {t('shop.session.lapsed')}
        </p>
      )}
      <SelectField
        name={key}
        label={t('shop.session.legend', { name: `${part.name} (${part.virtualClass ? t('shop.session.virtual') : t('shop.session.onSite')})` })}
        value={value}
        disabled={loading}
        aria-busy={busy === key || undefined}
        error={error}
        hint={hint}
        onChange={(event) => {
          const sessionId = Number(event.target.value);
          if (sessionId > 0) onChoose(sessionId);
        }}
        data-testid="session-select"
      >
        <option value="" disabled>
          {t('shop.session.placeholder')}
        </option>
        {open.map((s) => (
          <option key={s.id} value={s.id}>
            {label(s)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
