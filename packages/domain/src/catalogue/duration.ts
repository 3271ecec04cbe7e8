/** Duration display like 1h30mn (spec §9). */

/** Formats minutes as `1h30mn`, `1h`, `45mn`, `2h05mn`; negative or non-finite input shows `0mn` (spec §9). */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}mn`;
  if (rest === 0) return `${hours}h`;
  return `${hours}h${String(rest).padStart(2, '0')}mn`;
}
