/** Page numbers to show around the current page, with null for a gap ("…"). */
export function paginationItems(current: number, total: number, siblings = 1): Array<number | null> {
  if (total <= 0) return [];
  const wanted = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= total) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  pages.forEach((p, i) => {
    if (i > 0) {
      const gap = p - pages[i - 1];
      if (gap === 2) out.push(p - 1);
      else if (gap > 2) out.push(null);
    }
    out.push(p);
  });
  return out;
}
