/**
 * The right-hand side of the cart screen (issue 14 part 8): the discount code form, the totals (spec §3: total HT,
 * discount, VAT = totalWithVat − total, total TTC) and the payment — an invitation to sign in for a guest (the cart
 * follows), then card (the provider's hosted page), cheque, or the free order when there is nothing to pay.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { addDiscount, discountCodeSchema, removeDiscount, type CartView } from '@app/contracts/shop/cart';
import { freePayment, getPaymentToken, payByCheck } from '@app/contracts/shop/orders';
import { pathWithRedirect } from '@app/domain/identity/guards';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatPrice } from '../../lib/format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Choice, ChoiceGroup, FormAlert, TextField } from '../ui/fields.tsx';
import { reloadCart, setCart } from './cart-store.ts';
import { refusalMessage } from './cart-refusals.ts';
import { rememberCheque } from './cheque-note.ts';
import { isFreeCart } from './shop-format.ts';

/** The message of a failure as shown: a key of the shop's texts, or the API's translated message. */
function useFailureText() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    const message = refusalMessage(error, (k) => i18n.exists(k));
    return i18n.exists(message) ? t(message) : message;
  };
}

export function DiscountForm({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const failureText = useFailureText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discountCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('shop.discount.invalidCode'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setCart((await api.call(addDiscount, { params: { code: parsed.data } })).data);
      setCode('');
    } catch (failure) {
      setError(failureText(failure));
    }
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setCart((await api.call(removeDiscount, {})).data);
    } catch (failure) {
      setError(failureText(failure));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="shop-discount" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <h2 id="shop-discount" className="mb-3 text-lg font-bold text-neutral-900">
        {t('shop.discount.title')}
      </h2>
      {cart.discountCode ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-neutral-900" data-testid="discount-applied">
            {t('shop.discount.applied', { code: cart.discountCode })}
          </p>
          <Button variant="secondary" className="text-sm" loading={busy} loadingText={t('shop.discount.removing')} onClick={() => void remove()}>
            {t('shop.discount.remove')}
          </Button>
          {error && <p className="w-full text-sm font-medium text-red-800">{error}</p>}
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} noValidate className="flex flex-wrap items-start gap-2">
          <TextField
            name="code"
            label={t('shop.discount.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
            autoComplete="off"
            className="min-w-0 flex-1"
            data-testid="discount-code"
          />
          <Button type="submit" variant="secondary" className="mt-6" loading={busy} loadingText={t('shop.discount.applying')}>
            {t('shop.discount.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}

type Method = 'card' | 'cheque';

export function PaymentBox({ cart, signedIn, lang, locale }: { cart: CartView; signedIn: boolean; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [method, setMethod] = useState<Method>('card');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const free = isFreeCart(cart);
  const orderPath = (reference: string) => buildPath('shop-order', lang, { reference });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (free) {
        const { data } = await api.call(freePayment, {});
        void reloadCart(api);
        await navigate(orderPath(data.reference));
        return;
      }
      if (method === 'cheque') {
        const { data } = await api.call(payByCheck, {});
        rememberCheque(data.order.reference, data.cheque);
        void reloadCart(api);
        await navigate(orderPath(data.order.reference));
        return;
      }
      const { data } = await api.call(getPaymentToken, {});
      // The provider's page takes the card (the browser never gives it to our pages); the page stays busy meanwhile.
      window.location.assign(data.paymentUrl);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="shop-payment" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <h2 id="shop-payment" className="mb-3 text-lg font-bold text-neutral-900">
        {t('shop.pay.title')}
      </h2>
      {!signedIn ? (
        <div className="flex flex-col gap-3">
          <p className="text-neutral-800">{t('shop.pay.signIn')}</p>
          <Link to={pathWithRedirect('auth-login', lang, buildPath('shop', lang))} className={buttonClass('primary')} data-testid="shop-sign-in">
            {t('shop.pay.signInLink')}
          </Link>
        </div>
      ) : !cart.payable ? (
        <p className="text-neutral-800" data-testid="not-payable">
          {t('shop.pay.notReady')}
        </p>
      ) : (
        <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-3">
          {free ? (
            <p className="text-neutral-800">{t('shop.pay.freeHint')}</p>
          ) : (
            <ChoiceGroup legend={t('shop.pay.method')}>
              <Choice type="radio" name="method" value="card" label={t('shop.pay.card')} checked={method === 'card'} onChange={() => setMethod('card')} />
              <Choice type="radio" name="method" value="cheque" label={t('shop.pay.cheque')} checked={method === 'cheque'} onChange={() => setMethod('cheque')} />
            </ChoiceGroup>
          )}
          {!free && <p className="text-sm text-neutral-700">{method === 'card' ? t('shop.pay.cardHint') : t('shop.pay.chequeHint')}</p>}
          {error && <FormAlert>{error}</FormAlert>}
          <Button type="submit" loading={busy} loadingText={method === 'card' && !free ? t('shop.pay.redirecting') : t('shop.pay.ordering')} data-testid="pay">
            {free
              ? t('shop.pay.submitFree')
              : method === 'card'
                ? t('shop.pay.submitCard', { amount: formatPrice(cart.totalWithVat, locale) })
                : t('shop.pay.submitCheque')}
          </Button>
        </form>
      )}
    </section>
  );
}
