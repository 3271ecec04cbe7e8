/** The user's photo, or the default picture: their initials in a circle (issue 13 part 3). */
export function UserAvatar({ src, initials, size, alt = '' }: { src: string | null; initials: string; size: number; alt?: string }) {
  const box = { width: size, height: size };
  if (src) return <img src={src} alt={alt} width={size} height={size} style={box} className="shrink-0 rounded-full object-cover" data-testid="user-avatar-photo" />;
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...box, fontSize: size * 0.4 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-neutral-800 font-semibold text-white select-none"
      data-testid="user-avatar-initials"
    >
      {initials}
    </span>
  );
}
