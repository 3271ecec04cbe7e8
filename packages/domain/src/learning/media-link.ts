/** A pdf's short-lived link (issue 11 part 5): what is signed and how long it works, without cookies. */

/** Long enough to open the document from the page, short enough that a forwarded link soon stops working. */
export const PDF_LINK_TTL_SECONDS = 300;

/** The expiry of a link issued at `now`, in whole seconds since the epoch (it travels in the URL). */
export function linkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + PDF_LINK_TTL_SECONDS;
}

export function linkExpired(expires: number, now: Date): boolean {
  return Math.floor(now.getTime() / 1000) > expires;
}

/** The text signed for a link: the module and the expiry, so neither can be changed without breaking it. */
export function linkSubject(moduleId: number, expires: number): string {
  return `pdf:${moduleId}:${expires}`;
}
