/** A user's picture, or the first letter of their name on a brand-coloured disc. */
export function UserAvatar({
  name,
  src,
  className = "h-10 w-10 text-base",
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  if (src)
    return (
      <img src={src} alt="" width={40} height={40} className={`shrink-0 rounded-full object-cover ${className}`} />
    );
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white uppercase ${className}`}
    >
      {name.trim().charAt(0) || "?"}
    </span>
  );
}
