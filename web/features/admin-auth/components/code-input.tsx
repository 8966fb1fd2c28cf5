import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

const LENGTH = 6;

interface CodeInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string;
  onChange: (code: string) => void;
}

/** The six digits an authenticator app shows, large and spaced. */
export function CodeInput({ value, onChange, ...props }: CodeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LENGTH}
      placeholder="000000"
      className="h-14 text-center indent-[0.5em] font-mono text-2xl font-semibold tracking-[0.5em] tabular-nums placeholder:text-slate-300"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, LENGTH))}
      {...props}
    />
  );
}

export const isCompleteCode = (code: string) => code.length === LENGTH;
