/**
 * A one-line Spanish summary of every documented route, by `METHOD /url` as registered. The
 * OpenAPI test fails on a route without one, so a new route comes with its line here
 * (docs/decisions/openapi-documents.md).
 */
export const ROUTE_SUMMARIES: Readonly<Record<string, string>> = {
  // Health and the app's settings
  'GET /healthz': 'El proceso está en marcha',
  'GET /readyz': 'La base de datos responde (503 si no)',
  'GET /api/app-config': 'Ajustes públicos de la aplicación (nombre, explorador de bloques)',
  // Creditors: session
  'POST /api/login': 'Iniciar sesión con correo y contraseña',
  'POST /api/logout': 'Cerrar la sesión',
  'GET /api/user': 'La persona con sesión iniciada',
  'PUT /api/account/password': 'Cambiar la propia contraseña (cierra las demás sesiones)',
  'GET /api/account/activity':
    'Actividad reciente de la cuenta: inicios de sesión y eventos de seguridad',
  'POST /api/account/sessions/end-others': 'Cerrar las demás sesiones de la cuenta',
  'POST /api/password-recovery/send-code': 'Enviar un código de recuperación al correo',
  'POST /api/password-recovery/verify-code': 'Cambiar la contraseña con el código recibido',
  // Creditors: wallets and withdrawals
  'GET /api/wallets': 'Las carteras de la persona con sus saldos',
  'POST /api/wallets/refresh-all': 'Actualizar desde la cadena los saldos de todas sus carteras',
  'GET /api/wallets/:id': 'Una cartera',
  'POST /api/wallets/:id/refresh': 'Actualizar desde la cadena el saldo de una cartera',
  'GET /api/wallets/:id/transactions': 'Movimientos de una cartera, por páginas',
  'GET /api/withdrawals': 'Las solicitudes de retiro de la persona',
  'POST /api/withdrawals': 'Solicitar un retiro',
  'POST /api/withdrawals/destination-check': 'Comprobar una dirección de destino antes de retirar',
  'POST /api/withdrawals/:id/cancel': 'Cancelar un retiro propio mientras está pendiente',
  // Creditors: profile and files
  'GET /api/profile': 'El perfil de la persona',
  'PUT /api/profile': 'Actualizar el perfil',
  'PUT /api/profile/id-photo': 'Asociar una foto de identificación subida al perfil',
  'POST /api/objects/upload': 'Reservar la subida de una foto de identificación',
  'PUT /api/objects/uploads/:id': 'Subir la foto reservada',
  'GET /api/objects/:id': 'Descargar una foto propia (o, con token de personal, de cualquiera)',
  // Creditors: the mediation case
  'GET /api/mediation': 'El caso de mediación de la persona: etapa, documentos, disputas',
  'GET /api/mediation/documents/:id': 'Descargar un documento del caso (PDF)',
  'POST /api/mediation/disputes': 'Abrir una disputa sobre el caso',
  'POST /api/mediation/disputes/:id/read': 'Marcar como leída la respuesta a una disputa',
  'GET /api/mediation/agreement': 'El acuerdo de liquidación para firmar, con sus páginas',
  'POST /api/mediation/agreement/viewed': 'Registrar que la persona abrió el acuerdo',
  'POST /api/mediation/agreement/code': 'Enviar por correo el código para firmar el acuerdo',
  'POST /api/mediation/agreement/sign': 'Firmar el acuerdo con el código recibido',
  'POST /api/mediation/agreement/decline': 'Rechazar el acuerdo, con el motivo',
  'GET /api/verify/:code': 'Verificar públicamente un acuerdo firmado por su código',
  // Staff: sign-in and own account
  'POST /api/admin/login': 'Personal: iniciar sesión (primer paso)',
  'POST /api/admin/login/new-password': 'Personal: fijar una contraseña nueva al entrar',
  'POST /api/admin/login/totp-setup': 'Personal: empezar a configurar el segundo factor al entrar',
  'POST /api/admin/login/totp-setup/confirm': 'Personal: confirmar el segundo factor al entrar',
  'POST /api/admin/login/code': 'Personal: entrar con el código del segundo factor',
  'POST /api/admin/logout': 'Personal: cerrar la sesión',
  'GET /api/admin/session': 'Personal: la sesión actual y su rol',
  'GET /api/admin/account': 'Personal: la cuenta propia',
  'POST /api/admin/account/totp-setup': 'Personal: empezar a configurar el segundo factor',
  'POST /api/admin/account/totp-setup/confirm': 'Personal: confirmar el segundo factor',
  'GET /api/admin/account/sessions': 'Personal: las sesiones abiertas de la cuenta propia',
  'DELETE /api/admin/account/sessions/:sessionId': 'Personal: cerrar una sesión propia',
  'POST /api/admin/account/sessions/end-others': 'Personal: cerrar las demás sesiones propias',
  // Staff accounts
  'GET /api/admin/staff': 'Cuentas del personal',
  'POST /api/admin/staff': 'Crear una cuenta del personal',
  'PUT /api/admin/staff/:staffId/role': 'Cambiar el rol de una cuenta del personal',
  'POST /api/admin/staff/:staffId/disable': 'Desactivar una cuenta del personal',
  'POST /api/admin/staff/:staffId/enable': 'Reactivar una cuenta del personal',
  'POST /api/admin/staff/:staffId/reset-two-factor': 'Quitar el segundo factor de una cuenta',
  'POST /api/admin/staff/:staffId/end-sessions': 'Cerrar todas las sesiones de una cuenta',
  'POST /api/admin/staff/:staffId/reset-password': 'Dar una contraseña temporal a una cuenta',
  // Statistics, lists and search
  'GET /api/admin/stats': 'Estadísticas generales',
  'GET /api/admin/users': 'Lista de usuarios, filtrada y ordenada, por páginas',
  'GET /api/admin/views': 'Vistas guardadas de una lista: las propias y las compartidas',
  'POST /api/admin/views': 'Guardar una vista de una lista (compartida: solo propietarios)',
  'DELETE /api/admin/views/:id': 'Eliminar una vista guardada',
  'GET /api/admin/wallets': 'Lista de carteras, por páginas',
  'GET /api/admin/withdrawals': 'Lista de retiros, por páginas',
  'GET /api/admin/search': 'Buscar usuarios por nombre, correo o teléfono',
  'GET /api/admin/audit':
    'Registro de auditoría, por páginas; filtros: desde, hasta, acción, personal y usuario',
  'GET /api/admin/audit/export':
    'Registro de auditoría filtrado en CSV (solo propietarios; la exportación queda registrada)',
  'GET /api/admin/audit/staff': 'Personal que aparece en el registro de auditoría',
  'GET /api/admin/mail-outbox': 'Estado de la cola de correo',
  'GET /api/admin/export/users': 'Exportar usuarios (CSV)',
  'GET /api/admin/export/wallets': 'Exportar carteras (CSV)',
  'GET /api/admin/export/withdrawals': 'Exportar retiros (CSV)',
  // A user's detail
  'GET /api/admin/users/:userId': 'Ficha de un usuario',
  'GET /api/admin/users/:userId/id-photo-history':
    'Fotos de identificación reemplazadas a petición del personal (conservadas como evidencia)',
  'GET /api/admin/identities-to-verify':
    'Identidades por verificar: usuarios que enviaron la foto nueva que se les pidió',
  'PUT /api/admin/account/password':
    'Cambiar la propia contraseña del personal (cierra sus demás sesiones)',
  'POST /api/admin/verify-user/:userId': 'Verificar la identidad de un usuario',
  'POST /api/admin/unverify-user/:userId': 'Retirar la verificación de un usuario',
  'POST /api/admin/users/:userId/id-photo-request': 'Pedir al usuario otra foto de identificación',
  'POST /api/admin/users/:userId/end-sessions': 'Cerrar todas las sesiones de un usuario',
  'GET /api/admin/user-wallets/:userId': 'Carteras de un usuario',
  'GET /api/admin/user-withdrawals/:userId': 'Retiros de un usuario',
  'GET /api/admin/users/:userId/documents': 'Documentos del caso de un usuario',
  'GET /api/admin/users/:userId/disputes': 'Disputas de un usuario',
  // Wallets and withdrawals
  'GET /api/admin/wallets/:walletId': 'Ficha de una cartera',
  'GET /api/admin/wallet-withdrawals/:walletId': 'Retiros de una cartera',
  'GET /api/admin/wallet-blockchain-balance/:address': 'Saldo de una dirección leído en la cadena',
  'GET /api/admin/wallet-blockchain-transactions/:address':
    'Movimientos de una dirección leídos en la cadena',
  'POST /api/admin/withdrawals/:id/approve': 'Aprobar un retiro',
  'POST /api/admin/withdrawals/:id/complete': 'Marcar un retiro como pagado, con su comprobante',
  'POST /api/admin/withdrawals/:id/reject': 'Rechazar un retiro, con el motivo',
  'GET /api/admin/withdrawals/:id': 'Un retiro con sus aprobaciones y señales de riesgo',
  'GET /api/admin/chain-status':
    'Estado del seguimiento de la cadena: bloque, retraso, último error',
  // Mediation
  'GET /api/admin/mediation-stats': 'Usuarios por etapa de mediación',
  'GET /api/admin/mediation-users/:stageId': 'Usuarios de una etapa de mediación',
  'PUT /api/admin/mediation-status/:userId': 'Mover a un usuario de etapa',
  'POST /api/admin/invite-to-mediation': 'Invitar usuarios a la mediación',
  'DELETE /api/admin/select-for-mediation/:userId': 'Quitar a un usuario de la selección',
  'POST /api/admin/send-mediation-documents': 'Enviar los documentos de mediación',
  'GET /api/admin/test-docs-email': 'Dirección a la que irían los documentos de prueba',
  'POST /api/admin/test-docs-email': 'Enviar los documentos con datos de prueba',
  'POST /api/admin/mediation-notes/:userId': 'Añadir una nota al caso de un usuario',
  'GET /api/admin/mediation-timeline/:userId': 'Historia del caso de un usuario',
  'GET /api/admin/mediation-terms/:userId': 'Los términos acordados del caso',
  'PUT /api/admin/mediation-terms/:userId': 'Registrar los términos acordados del caso',
  'GET /api/admin/mediation-agreement/:userId': 'Los acuerdos emitidos del caso y su estado',
  'POST /api/admin/mediation-agreement/:userId': 'Emitir (o volver a emitir) el acuerdo para firma',
  'POST /api/admin/mediation-settlement/:userId':
    'Registrar la liquidación pagada, con su comprobante',
  'GET /api/admin/documents/:id': 'Descargar un documento de un caso (PDF)',
  'POST /api/admin/disputes/:id/answer': 'Responder a una disputa',
  // Mail settings
  'POST /api/admin/test-sendgrid': 'Enviar un correo de prueba por SendGrid',
  'POST /api/admin/test-smtp': 'Enviar un correo de prueba por SMTP',
};
