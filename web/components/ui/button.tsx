import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold transition-colors select-none fallback:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 fallback:focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-[18px] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'shadow-sm fallback:bg-primary fallback:text-primary-foreground fallback:hover:bg-primary-hover',
        destructive:
          'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-text',
        outline:
          'border fallback:border-input fallback:bg-card fallback:text-foreground fallback:hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-border',
        ghost: 'fallback:text-foreground fallback:hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'fallback:h-11 fallback:px-5 fallback:text-[15px]',
        sm: 'fallback:h-9 fallback:px-3 fallback:text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 text-[15px]',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with the button's look. */
  asChild?: boolean;
  /** While true: disabled, showing a spinner and `pendingLabel` (e.g. 'Enviando…'). */
  pending?: boolean;
  pendingLabel?: string;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  pendingLabel = 'Procesando…',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (
        // No role=status inside: Chromium would leave the button without a name.
        <>
          <LoaderCircle aria-hidden className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}
