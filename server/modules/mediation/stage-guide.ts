import type { MediationStageId } from '@schemas/mediation';

/**
 * The seven stages as the creditor reads them (docs/product/creditor-case.md#the-stages-as-the-creditor-reads-them):
 * a name, what the stage means, and what to do in it. Written once here; the screen and the
 * e-mails take them from the API.
 */
export interface StageGuide {
  label: string;
  description: string;
  /** What the creditor does now (the e-mail of a move says it). */
  next: string;
}

export const STAGE_GUIDE: Record<MediationStageId, StageGuide> = {
  invitados: {
    label: 'Invitación',
    description:
      'Te invitamos al proceso de mediación para acordar la liquidación de los saldos de tus carteras.',
    next: 'Completa tu perfil y sube las fotos de tu identificación oficial (frente y reverso).',
  },
  'verificar-id': {
    label: 'Verificación de identidad',
    description:
      'Comparamos el nombre de tu perfil con el de tu identificación oficial para confirmar que eres el titular.',
    next: 'Revisa que las fotos de tu identificación se lean bien. Te avisaremos cuando terminemos.',
  },
  'docs-firma': {
    label: 'Revisión de documentos',
    description:
      'Te enviamos el convenio de mediación y el estado de tus carteras con sus saldos para que los revises.',
    next: "Abre tus documentos en 'Mi proceso de mediación'. Si un saldo no es correcto, indícalo desde el estado de tus carteras.",
  },
  negociacion: {
    label: 'Negociación',
    description:
      'Acordamos contigo el monto, la forma y el plazo de pago para liquidar tus saldos.',
    next: 'Te llamaremos o escribiremos al teléfono y al correo de tu perfil para acordar los términos.',
  },
  'para-firma': {
    label: 'Firma del acuerdo',
    description: 'El acuerdo final con los términos pactados está listo para tu firma.',
    next: 'Revisa el acuerdo final y fírmalo.',
  },
  monetizacion: {
    label: 'Pago en proceso',
    description: 'Firmaste el acuerdo: estamos preparando el pago en los términos pactados.',
    next: 'No necesitas hacer nada por ahora. Te avisaremos cuando el pago se realice.',
  },
  liquidado: {
    label: 'Liquidado',
    description: 'El pago acordado se realizó y tu caso quedó cerrado.',
    next: 'Tu proceso terminó. Conserva tus documentos.',
  },
};

export const creditorStageLabel = (id: MediationStageId) => STAGE_GUIDE[id].label;
