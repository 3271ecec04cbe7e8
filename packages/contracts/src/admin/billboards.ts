import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { orderList } from './faq.ts';

/**
 * The back-office's home billboards (issue 17 part 6, spec §7; §3 Billboards: order, visibility) of this platform in
 * the host language, hidden ones included. A PUT without an id creates (placed last), with an id updates; another
 * platform's ids are a 404. 401 for a guest, 403 for whoever is not an administrator.
 */
export const BILLBOARD_TITLE_MAX = 255;
export const BILLBOARD_TEXT_MAX = 1000;
export const BILLBOARD_LINK_MAX = 500;

/** A site path (`/…`) or an https address: where a billboard leads, or its picture. */
const linkOrPath = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, 'validation.tooLong')
      .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'admin.validation.link')
      .nullable()
      .default(null),
  );

export const adminBillboard = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  illustration: z.string().nullable(),
  order: z.number(),
  isVisible: z.boolean(),
});
export type AdminBillboard = z.infer<typeof adminBillboard>;

export const listAdminBillboards = defineContract({
  method: 'GET',
  path: '/api/admin/billboards',
  changesState: false,
  data: z.array(adminBillboard),
  errors: [401, 403],
  summary: 'The billboards of this platform in the host language, by order, hidden ones included.',
});

export const billboardFields = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  title: z.string().trim().min(1, 'validation.required').max(BILLBOARD_TITLE_MAX, 'validation.tooLong'),
  text: z.string().trim().min(1, 'validation.required').max(BILLBOARD_TEXT_MAX, 'validation.tooLong'),
  link: linkOrPath(BILLBOARD_LINK_MAX),
  illustration: linkOrPath(BILLBOARD_LINK_MAX),
  isVisible: z.boolean().default(true),
});
export type BillboardFields = z.input<typeof billboardFields>;

export const saveBillboard = defineContract({
  method: 'PUT',
  path: '/api/admin/billboards',
  changesState: true,
  body: z.strictObject(billboardFields.shape),
  data: adminBillboard,
  errors: [401, 403, 404],
});

export const updateBillboardOrderAndVisibility = defineContract({
  method: 'POST',
  path: '/api/admin/billboards/updateOrderAndVisibility',
  changesState: true,
  body: z.strictObject({ billboards: orderList }),
  data: z.object({ updated: z.number() }),
  errors: [401, 403, 404],
});
