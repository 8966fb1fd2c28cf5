/**
 * Whom to ask, named: the channel in SUPPORT_CONTACT when set, else the team by the app's name —
 * never an unnamed 'official channel' (docs/product/e-mail.md#what-is-sent).
 */
export const supportChannel = (context: { appName: string; supportContact?: string }) =>
  context.supportContact
    ? `soporte de ${context.appName} (${context.supportContact})`
    : `el equipo de ${context.appName}`;
