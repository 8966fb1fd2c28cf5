import { MEDIATION_STAGE_IDS, type MediationStageId } from '@schemas/mediation';
import type { Clock } from '../adapters/clock';
import type { ObjectStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import { findUserByEmail } from '../modules/users/users.repo';
import { inviteToMediation, moveCase } from '../modules/mediation/mediation-workflow';
import { refreshAllUserTotals } from '../modules/users/user-totals.repo';
import { DEMO_PASSWORD, type DemoUser } from './demo-data';
import { seedDemoIdPhotos } from './demo-id-photos';
import { insertDemoUsers } from './seed-demo';

export interface DemoCase extends DemoUser {
  /** Where the case is after the seed; it gets there through the workflow, step by step. */
  stage: MediationStageId;
}

const user = (
  email: string,
  fullName: string,
  phone: { cellphone: string; countryCode: '+52' | '+1' },
  stage: MediationStageId,
  wallets: [string, string, string][],
  idPhotos = true,
): DemoCase => ({
  email,
  password: DEMO_PASSWORD,
  name: fullName.split(' ')[0]!,
  fullName,
  ...phone,
  country: phone.countryCode === '+52' ? 'MX' : 'US',
  date: 45300,
  idPhotos,
  stage,
  wallets: wallets.map(([address, name, pretokenizedBalance]) => ({
    address: address as `0x${string}`,
    name,
    pretokenizedBalance,
  })),
});

const MX = (cellphone: string) => ({ cellphone, countryCode: '+52' as const });
const US = (cellphone: string) => ({ cellphone, countryCode: '+1' as const });

/**
 * Cases on the mediation board after `npm start`: one or two in every stage. Tomás, in
 * 'Verificar ID', has no ID photos (his identity cannot be verified yet).
 */
export const DEMO_CASES: DemoCase[] = [
  user('valeria@demo.cartera.mx', 'Valeria Gómez Ríos', MX('5587654321'), 'invitados', [
    ['0x9d0053E8C5E0689a7be74164E1592a669E472bF2', 'Principal', '3200.00000000'],
    ['0xc5C40864122f2f477028074a46fe908f653A5321', 'Ahorro', '415.25000000'],
  ]),
  user('rodrigo@demo.cartera.mx', 'Rodrigo Sánchez Luna', US('3055550182'), 'invitados', [
    ['0x733bd4d593C4dfb8Ff82e56a0A7f90dBDF34F209', 'Cartera', '980.40000000'],
  ]),
  user('fernanda@demo.cartera.mx', 'Fernanda Castillo Mora', MX('3398761234'), 'verificar-id', [
    ['0xc6A1fCCd70FdFb37CB2A495Cc56B2D335bE827a4', 'Principal', '12500.00000000'],
    ['0xF211A750B5B64f2509be70b2FBC33E5f1737Cd9a', 'Nómina', '76.31000000'],
  ]),
  user(
    'tomas@demo.cartera.mx',
    'Tomás Herrera Vidal',
    MX('8112345670'),
    'verificar-id',
    [['0x6c6334174f259b0b38939dF3BCaB79C2Ebb3FB30', 'Cartera', '450.00000000']],
    false,
  ),
  user('miguel@demo.cartera.mx', 'Miguel Ángel Torres Ruiz', MX('5523456789'), 'docs-firma', [
    ['0x5576F4c05d208Ef79E6cb46e2b92777d09E0F629', 'Principal', '2750.00000000'],
    ['0x2E419Ecb533c0B5aA30a921142a6e1914bC327B2', 'Inversión', '18040.10000000'],
    ['0x1124079ed613BE6EDE5156a16F4433f3ef6D3886', 'Gastos', '12.30000000'],
  ]),
  user('sofia@demo.cartera.mx', 'Sofía Navarro Peña', US('6465550123'), 'negociacion', [
    ['0x49db724e01bFec766717d7bDd3210D4855005E02', 'Cartera', '6100.00000000'],
  ]),
  user('diego@demo.cartera.mx', 'Diego Morales Campos', MX('4421239876'), 'para-firma', [
    ['0x04Dff456c25E17b3616281f57dA53813e2d65cea', 'Principal', '890.00000000'],
    ['0xEA9e20cC24f88fB20741A815756836AFaCdeD576', 'Ahorro', '1200.00000000'],
  ]),
  user('elena@demo.cartera.mx', 'Elena Vargas Soto', MX('9991234567'), 'monetizacion', [
    ['0x410611F28Fd75702696E32DF098BA5ee8861A1D9', 'Cartera', '5325.75000000'],
  ]),
  user('patricia@demo.cartera.mx', 'Patricia León Aguilar', US('7135550199'), 'liquidado', [
    ['0x52380423de14CD2FbB751472351BF4735e655201', 'Cartera', '300.00000000'],
  ]),
];

const SEED_ACTOR = 'system';
const HOUR = 3_600_000;

/**
 * Adds the demo cases after the demo seed: users, wallets and ID photos, then the invitation and
 * every move through the workflow module, so flags, timeline and audit agree as if staff did it.
 */
export async function seedDemoMediation(db: Db, storage: ObjectStorage, clock: Clock) {
  await db.transaction(async (tx) => {
    await insertDemoUsers(tx, DEMO_CASES);
    await refreshAllUserTotals(tx);
  });
  await seedDemoIdPhotos(db, storage, clock, DEMO_CASES);
  for (const demo of DEMO_CASES) {
    const found = await findUserByEmail(db, demo.email);
    if (!found) continue;
    // A day ago, one step an hour: the timeline reads in order.
    let step = clock.now().getTime() - 24 * HOUR;
    const acting = () => ({ actor: SEED_ACTOR, at: new Date((step += HOUR)) });
    await db.transaction(async (tx) => {
      await inviteToMediation(tx, found.id, acting());
      for (const to of MEDIATION_STAGE_IDS.slice(1, MEDIATION_STAGE_IDS.indexOf(demo.stage) + 1)) {
        await moveCase(tx, { userId: found.id, to }, acting());
      }
    });
  }
}
