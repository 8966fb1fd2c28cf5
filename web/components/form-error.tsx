/** A form's error, read out as it appears; nothing without one. */
export function FormError({ id, error }: { id?: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive-text">
      {error}
    </p>
  );
}
