import { FundError, fundOnRunningChain } from '../../../devchain/fund';
import { CliError, type StandaloneCliCommand } from '../command';

export const devchainFund: StandaloneCliCommand = {
  usage: 'devchain:fund DIRECCIÓN CANTIDAD',
  summary: 'Envía USDT de prueba a una dirección en la cadena de desarrollo de `npm start`.',
  standalone: true,
  async run({ config, io }, [address, amount]) {
    if (!address || !amount) {
      throw new CliError('Uso: npm run cli -- devchain:fund DIRECCIÓN CANTIDAD (p. ej. 125.50)');
    }
    try {
      const { hash, balance } = await fundOnRunningChain(config.dataDir, address, amount);
      io.out(
        `Enviados ${amount} USDT de prueba a ${address}\n  Transacción: ${hash}\n  Saldo en cadena: ${balance} USDT\n` +
          'La app mostrará el nuevo saldo en unos segundos, sin pulsar actualizar.\n',
      );
    } catch (err) {
      throw err instanceof FundError ? new CliError(err.message) : err;
    }
  },
};
