/** The circular avatar with the first letter of the name (esports spec section 1). */
export function Avatar({ name, size = 38 }: { name: string; size?: number }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {initial}
    </span>
  );
}
