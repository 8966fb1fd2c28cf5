import type { CliCommand } from '../command';

/** The CLI migrates before every command, so this one only reports it. */
export const dbMigrate: CliCommand = {
  usage: 'db:migrate',
  summary: 'Aplica las migraciones pendientes de la base de datos.',
  async run({ database, io }) {
    io.out(`Migraciones aplicadas (${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}).\n`);
  },
};
