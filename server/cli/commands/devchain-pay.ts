import { FundError, PAYOUT_ACCOUNT, payOnRunningChain } from '../../../devchain/fund';
import { CliError, type StandaloneCliCommand } from '../command';

/** Lets a person try the staff side of a withdrawal by hand: pay it on chain, then complete it. */
export const devchainPay: StandaloneCliCommand = {
  usage: 'devchain:pay DIRECCIÓN CANTIDAD',
  summary:
    'Paga un retiro en la cadena de desarrollo: transfiere USDT de prueba desde la cuenta de pagos y muestra el hash.',
  standalone: true,
  async run({ config, io }, [address, amount]) {
    if (!address || !amount) {
      throw new CliError('Uso: npm run cli -- devchain:pay DIRECCIÓN CANTIDAD (p. ej. 42.123456)');
    }
    try {
      const { hash } = await payOnRunningChain(config.dataDir, address, amount);
      io.out(
        `Pagados ${amount} USDT de prueba a ${address} desde la cuenta de pagos ${PAYOUT_ACCOUNT}\n` +
          `  Transacción: ${hash}\n` +
          "Pega ese hash en 'Completar' del retiro en el panel.\n",
      );
    } catch (err) {
      throw err instanceof FundError ? new CliError(err.message) : err;
    }
  },
};
