import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** A labelled three-line text box whose error clears as soon as the person types again. */
export function MessageField({
  id,
  label,
  hint,
  value,
  maxLength,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Textarea
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
