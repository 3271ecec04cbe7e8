import { customType } from 'drizzle-orm/pg-core';

/** A file kept in the database (small documents: certificates, signed contracts, exports). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
