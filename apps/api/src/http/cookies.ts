/** Cookies the platform writes hold JSON-encoded values (spec §9); a plain value is read as is. */
export function readJsonCookie(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
