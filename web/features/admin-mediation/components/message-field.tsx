import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** A message's text and the error shown under it; typing (`change`) clears the error. */
export function useMessage() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const change = (value: string) => {
    setText(value);
    setError(undefined);
  };
  return { text, setText, error, setError, change };
}

/** A labelled three-line text box for `message`, its error cleared as soon as the person types. */
export function MessageField({
  id,
  label,
  hint,
  maxLength,
  message,
}: {
  id: string;
  label: string;
  hint?: string;
  maxLength: number;
  message: ReturnType<typeof useMessage>;
}) {
  return (
    <Field label={label} htmlFor={id} error={message.error} hint={hint}>
      <Textarea
        id={id}
        value={message.text}
        rows={3}
        maxLength={maxLength}
        aria-invalid={message.error ? true : undefined}
        onChange={(event) => message.change(event.target.value)}
      />
    </Field>
  );
}
