import { FileText, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { CaseDisputes } from './case-disputes';
import { CaseDocumentsList } from './case-documents-list';

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * What the creditor's case holds besides its stage: the balance disputes (answered here) and
 * the documents kept for them. Shown on the case and in the user detail.
 */
export function CaseFiles({ userId }: { userId: string }) {
  return (
    <div className="grid gap-5">
      <Part
        icon={<Scale className="size-4 text-primary" aria-hidden />}
        title="Desacuerdos de saldo"
      >
        <CaseDisputes userId={userId} />
      </Part>
      <Part icon={<FileText className="size-4 text-primary" aria-hidden />} title="Documentos">
        <CaseDocumentsList userId={userId} />
      </Part>
    </div>
  );
}
