/** A successful answer: the wrapper of every call (spec §7) around its data. */
export function success<T>(data: T, message = 'OK') {
  return { status: 'Success' as const, message, data };
}
