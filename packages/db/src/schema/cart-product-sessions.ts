import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { cartProducts } from './cart-products.ts';
import { faceToFaceSessions } from './face-to-face-sessions.ts';
import { faceToFaces } from './face-to-faces.ts';

/**
 * The session chosen for one face-to-face part (the spec's sessionCourseId) of a cart product. While `held_until` is
 * set and in the future, the seat is held: it is counted in face_to_face_sessions.current_participants by the
 * statement that sets it, and given back by the one that clears it (product removed, session changed, hold expired,
 * order confirmed into a booking).
 */
export const cartProductSessions = pgTable(
  'cart_product_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cartProductId: bigint('cart_product_id', { mode: 'number' })
      .notNull()
      .references(() => cartProducts.id, { onDelete: 'cascade' }),
    faceToFaceId: bigint('face_to_face_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaces.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaceSessions.id),
    /** Null: the seat is not (or no longer) held. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    unique('cart_product_sessions_part_uq').on(t.cartProductId, t.faceToFaceId),
    index('cart_product_sessions_held_idx').on(t.heldUntil).where(sql`${t.heldUntil} is not null`),
    index('cart_product_sessions_session_idx').on(t.sessionId),
  ],
);

export type CartProductSession = typeof cartProductSessions.$inferSelect;
