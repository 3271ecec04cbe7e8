import type { Contract } from '@app/contracts/contract';
import { getCourse } from '@app/contracts/catalogue/course';
import * as shop from '@app/contracts/shop/cart';
import { DEMO_DISCOUNT_CODES } from '@app/db/seed/data/shop-demo';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const courseId = async (t: TestApp, slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
/** The shop buyer with a product in the cart: its cart line and the catalogue course. */
const withProduct = async (t: TestApp, slug = 'accompagner-sevrage-tabagique') => {
  const buyer = await signedIn(t.app, 'boutique@demo.test');
  const course = await courseId(t, slug);
  const cart = dataOf(await buyer.call(shop.addProducts, { body: { products: [course.id] } }), shop.addProducts);
  return { buyer, course, line: cart.products.find((p) => p.productId === course.id)! };
};

sweepContracts('cart', contractsIn(import.meta.glob(['/packages/contracts/src/shop/cart.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [shop.getCart, async (t) => (await signedIn(t.app, 'boutique@demo.test')).call(shop.getCart)],
  [shop.addProducts, async (t) => {
    const buyer = await signedIn(t.app, 'boutique@demo.test');
    return buyer.call(shop.addProducts, { body: { products: [(await courseId(t, 'quiz-diabete-type-2')).id] } });
  }],
  [shop.removeProduct, async (t) => {
    const { buyer, course } = await withProduct(t);
    return buyer.call(shop.removeProduct, { body: { productId: course.id } });
  }],
  [shop.getAvailableFunctions, async (t) => {
    const course = await courseId(t, 'accompagner-sevrage-tabagique');
    return createVisitor(t.app).call(shop.getAvailableFunctions, { body: { productId: course.id, type: 'formation' } });
  }],
  [shop.getAvailableFundings, async (t) => {
    const course = await courseId(t, 'accompagner-sevrage-tabagique');
    return createVisitor(t.app).call(shop.getAvailableFundings, { body: { productId: course.id, function: 'Pharmacien' } });
  }],
  [shop.setProductFunction, async (t) => {
    const { buyer, line } = await withProduct(t);
    return buyer.call(shop.setProductFunction, { body: { productCartId: line.id, functionName: 'Pharmacien' } });
  }],
  [shop.setProductFunding, async (t) => {
    const { buyer, line } = await withProduct(t);
    return buyer.call(shop.setProductFunding, { body: { productCartId: line.id, fundingId: 'SELF' } });
  }],
  [shop.setProductSession, async (t) => {
    const { buyer, course, line } = await withProduct(t, 'orthopedie-contention-veineuse');
    const part = course.dossier_resource.faceToFaces[0];
    const session = part.sessions.find((s) => !s.isPast && s.seatsAvailable > 0)!;
    return buyer.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: session.id, sessionCourseId: part.id } });
  }],
  [shop.addDiscount, async (t) => (await withProduct(t)).buyer.call(shop.addDiscount, { params: { code: DEMO_DISCOUNT_CODES.welcome.code } })],
  [shop.removeDiscount, async (t) => (await withProduct(t)).buyer.call(shop.removeDiscount)],
]));
