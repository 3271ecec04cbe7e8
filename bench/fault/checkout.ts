// Checkout (issue 14, "orders that are never lost or doubled"): a shop buyer's cart, the payment token, the payment on
// the sandbox's test-card page. Invariants: a PAID notification recorded ⇒ its order paid with every enrolment and
// its invoice; no paid order ⇒ the cart still open with its products; after the retries (the provider re-sends its
// notification, the buyer asks again) one paid order, one invoice, one enrolment per product per cart, and invoice
// numbers without gaps.
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';
import { newLearner, signedIn, type Browser, type FaultRun, type Flow, type Harness } from './harness.ts';

const CARD = { cardNumber: SANDBOX_CARDS.accepted, expiry: '12/30', cvc: '123' };

export default function checkoutFlow(h: Harness): Flow {
  let offerIds: number[] = [];
  const tag = Date.now().toString(36);

  async function newCart(userId: number): Promise<string> {
    const [cart] = await h.query<{ id: string }>(
      `insert into carts (platform_id, lang, user_id) select id, 'fr', $1 from platforms where code_name = 'demo' returning id`,
      [userId],
    );
    for (const offerId of offerIds) {
      await h.query(`insert into cart_products (cart_id, offer_id, function_name, funding) values ($1, $2, 'Pharmacien', 'SELF')`, [cart.id, offerId]);
    }
    return cart.id;
  }

  /** The state of a cart's checkout in the database. */
  async function stateOf(cartId: string, userId: number) {
    const [row] = await h.query<{ cart_status: string; products: number; paid: number; invoices: number; lines_enrolled: number; lines_paid: number; enrolments: number; paid_notifications: number }>(
      `select
         (select status from carts where id = $1) as cart_status,
         (select count(*)::int from cart_products where cart_id = $1) as products,
         (select count(*)::int from orders where cart_id = $1 and status = 'paid') as paid,
         (select count(*)::int from invoices i join orders o on o.id = i.order_id where o.cart_id = $1) as invoices,
         (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.cart_id = $1 and o.status = 'paid' and l.enrolment_id is not null) as lines_enrolled,
         (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.cart_id = $1 and o.status = 'paid') as lines_paid,
         (select count(*)::int from enrolments where user_id = $2) as enrolments,
         (select count(*)::int from payment_notifications n join orders o on o.id = n.order_id where o.cart_id = $1 and n.status = 'PAID' and n.signature_valid) as paid_notifications`,
      [cartId, userId],
    );
    return row;
  }

  async function checkout(b: Browser, run: { stage: string; paymentUrl: string | null }): Promise<void> {
    run.paymentUrl = (await b.call<{ paymentUrl: string }>('GET', '/back/api/shop/getPaymentToken')).paymentUrl;
    run.stage = 'token';
    const pay = await b.request('POST', run.paymentUrl, { form: CARD });
    if (pay.status !== 303) throw new Error(`sandbox pay: ${pay.status}`);
    run.stage = 'paid';
  }

  return {
    async setup() {
      const rows = await h.query<{ id: string }>(
        `select o.id from training_offers o join trainings t on t.id = o.training_id join platforms p on p.id = o.platform_id
         where p.code_name = 'demo' and t.type = 'formation' and o.price_ht_cents > 0
           and not exists (select 1 from face_to_faces f where f.training_id = t.id) order by o.id limit 2`,
      );
      offerIds = rows.map((r) => Number(r.id));
      if (offerIds.length < 2) throw new Error('no paid self-paced offers on the demo platform');
    },

    async prepare(i) {
      const buyer = await newLearner(h, `checkout-${tag}-${i}`, { account: 'shop' });
      const cartId = await newCart(buyer.userId);
      const b = await signedIn(h.base, buyer.email);
      const run: FaultRun & { paymentUrl: string | null } = {
        stage: 'none',
        paymentUrl: null,
        drive: () => checkout(b, run),
        async crashed() {
          const s = await stateOf(cartId, buyer.userId);
          const at = `cart ${cartId} at stage ${run.stage}: ${JSON.stringify(s)}`;
          if (s.paid_notifications > 0 && s.paid !== 1) h.fail('paid notification without a paid order (lost)', at);
          if (s.paid > 1) h.fail('doubled paid order', at);
          if (s.paid === 1 && (s.invoices !== 1 || s.lines_enrolled !== offerIds.length || s.enrolments !== offerIds.length || s.cart_status !== 'ordered')) {
            h.fail('paid order incomplete', at);
          }
          if (s.paid === 0 && (s.cart_status !== 'open' || s.products !== offerIds.length || s.enrolments !== 0 || s.invoices !== 0)) {
            h.fail('cart not intact without a paid order', at);
          }
        },
        async retry() {
          const s = await stateOf(cartId, buyer.userId);
          if (run.paymentUrl) {
            // The provider re-sends its notification: the same card on the same payment.
            const again = await b.request('POST', run.paymentUrl, { form: CARD });
            if (again.status !== 303) h.fail('provider retry refused', `cart ${cartId}: ${again.status}`);
          } else if (s.paid === 0) {
            await checkout(await signedIn(h.base, buyer.email), { stage: 'none', paymentUrl: null }).catch((error: unknown) => h.fail('buyer retry failed', String(error)));
          }
        },
        async end() {
          const s = await stateOf(cartId, buyer.userId);
          if (s.paid !== 1 || s.invoices !== 1 || s.lines_paid !== offerIds.length || s.lines_enrolled !== offerIds.length || s.enrolments !== offerIds.length || s.cart_status !== 'ordered') {
            h.fail(s.paid > 1 ? 'doubled paid order' : 'order lost or incomplete at the end', `cart ${cartId}: ${JSON.stringify(s)}`);
          }
        },
      };
      return run;
    },

    async finish() {
      // Invoice numbers of the platform and year: 1..n without a gap.
      const seq = await h.query<{ year: number; n: number; max: number; distinct_n: number }>(
        `select year, count(*)::int as n, max(sequence)::int as max, count(distinct sequence)::int as distinct_n from invoices i join platforms p on p.id = i.platform_id where p.code_name = 'demo' group by year`,
      );
      for (const s of seq) if (s.n !== s.max || s.distinct_n !== s.n) h.fail('invoice numbers with a gap', `${s.year}: ${s.n} invoices, highest ${s.max}`);
      const [doubled] = await h.query<{ n: number }>(`select count(*)::int as n from (select cart_id from orders where status = 'paid' group by cart_id having count(*) > 1) d`);
      if (doubled.n > 0) h.fail('doubled paid order', `${doubled.n} carts with more than one paid order`);
    },
  };
}
