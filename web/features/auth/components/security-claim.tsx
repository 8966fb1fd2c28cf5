import { ShieldCheck } from 'lucide-react';

/**
 * The 'AES 256-Bit encryption' claim, in Spanish; it is true because ID documents are
 * encrypted at rest with AES-256-GCM (docs/product/security.md#encryption-at-rest).
 */
export function SecurityClaim() {
  return (
    <p className="mt-5 flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="size-[18px] text-primary" aria-hidden />
      <span>
        Protegido con cifrado <strong className="font-semibold text-foreground">AES 256-Bit</strong>
      </span>
    </p>
  );
}
