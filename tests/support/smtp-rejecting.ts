import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server that answers every recipient with a temporary failure (451). */
export async function startRejectingSmtp() {
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      refused += 1;
      callback(Object.assign(new Error('Buzón no disponible por ahora'), { responseCode: 451 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Recipients refused so far. */
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
