import { MEDIATION_STAGE_IDS, type MediationStageId } from '@schemas/mediation';
import type { Clock } from '../adapters/clock';
import type { ObjectStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import { findUserByEmail } from '../modules/users/users.repo';
import {
  discardPrepared,
  prepareDocuments,
  recordPrepared,
} from '../modules/mediation/issue-documents';
import { inviteToMediation, moveCase } from '../modules/mediation/mediation-workflow';
import { setTerms } from '../modules/mediation/agreement-terms';
import { orderableUsdt, sumAmounts } from '@schemas/money';
import { selfSignedP12 } from '../adapters/pdf/pdf-seal';
import { seedSignedAgreement, type DemoSignature } from './demo-agreement';
import { DEMO_PASSWORD, type DemoUser } from './demo-data';
import { seedDemoIdPhotos } from './demo-id-photos';
import { insertDemoUsers } from './seed-demo';
import { deferOpenReminders } from '../modules/mediation/mediation-case.repo';
import { firstReminderAt } from '../modules/mediation/reminder-schedule';

export interface DemoCase extends DemoUser {
  /** Where the case is after the seed; it gets there through the workflow, step by step. */
  stage: MediationStageId;
  /** Reaches 'Para Monetización' by a real signed agreement (docs/product/signed-agreement.md). */
  signsAgreement?: boolean;
  /**
   * Invited `startDaysAgo` days ago and in its stage since `enteredDaysAgo`, the moves between
   * evenly spread: the board's overdue cases and its moves chart have a month to show
   * (docs/product/staff-at-scale.md#stage-targets). Without it: a day ago, one step an hour.
   */
  schedule?: { startDaysAgo: number; enteredDaysAgo: number };
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
 * 'Verificar ID', has no ID photos (his identity cannot be verified yet). Every case past
 * 'Docs P/Firma' got its two documents there; Sofía, in 'En Negociación', has not opened hers
 * yet (the creditor's case of docs/product/creditor-case.md, tried as her), the later ones have.
 * Elena signed her agreement (the sealed PDF is hers), so staff can settle her case.
 */
export const DEMO_CASES: DemoCase[] = [
  user('valeria@demo.cartera.mx', 'Valeria Gómez Ríos', MX('5587654321'), 'invitados', [
    ['0x9d0053E8C5E0689a7be74164E1592a669E472bF2', 'Principal', '3200.00000000'],
    ['0xc5C40864122f2f477028074a46fe908f653A5321', 'Ahorro', '415.25000000'],
  ]),
  {
    ...user('rodrigo@demo.cartera.mx', 'Rodrigo Sánchez Luna', US('3055550182'), 'invitados', [
      ['0x733bd4d593C4dfb8Ff82e56a0A7f90dBDF34F209', 'Cartera', '980.40000000'],
    ]),
    schedule: { startDaysAgo: 10, enteredDaysAgo: 10 },
  },
  {
    ...user(
      'fernanda@demo.cartera.mx',
      'Fernanda Castillo Mora',
      MX('3398761234'),
      'verificar-id',
      [
        ['0xc6A1fCCd70FdFb37CB2A495Cc56B2D335bE827a4', 'Principal', '12500.00000000'],
        ['0xF211A750B5B64f2509be70b2FBC33E5f1737Cd9a', 'Nómina', '76.31000000'],
      ],
    ),
    schedule: { startDaysAgo: 12, enteredDaysAgo: 5 },
  },
  user(
    'tomas@demo.cartera.mx',
    'Tomás Herrera Vidal',
    MX('8112345670'),
    'verificar-id',
    [['0x6c6334174f259b0b38939dF3BCaB79C2Ebb3FB30', 'Cartera', '450.00000000']],
    false,
  ),
  {
    ...user('miguel@demo.cartera.mx', 'Miguel Ángel Torres Ruiz', MX('5523456789'), 'docs-firma', [
      ['0x5576F4c05d208Ef79E6cb46e2b92777d09E0F629', 'Principal', '2750.00000000'],
      ['0x2E419Ecb533c0B5aA30a921142a6e1914bC327B2', 'Inversión', '18040.10000000'],
      ['0x1124079ed613BE6EDE5156a16F4433f3ef6D3886', 'Gastos', '12.30000000'],
    ]),
    schedule: { startDaysAgo: 9, enteredDaysAgo: 2 },
  },
  user('sofia@demo.cartera.mx', 'Sofía Navarro Peña', US('6465550123'), 'negociacion', [
    ['0x49db724e01bFec766717d7bDd3210D4855005E02', 'Principal', '6100.00000000'],
    ['0x3b8C9CC4A6d4E5b0E9c1f2d3a4b5C6d7E8F9A0B1', 'Ahorro', '742.50000000'],
  ]),
  {
    ...user('diego@demo.cartera.mx', 'Diego Morales Campos', MX('4421239876'), 'para-firma', [
      ['0x04Dff456c25E17b3616281f57dA53813e2d65cea', 'Principal', '890.00000000'],
      ['0xEA9e20cC24f88fB20741A815756836AFaCdeD576', 'Ahorro', '1200.00000000'],
    ]),
    schedule: { startDaysAgo: 27, enteredDaysAgo: 12 },
  },
  {
    ...user('elena@demo.cartera.mx', 'Elena Vargas Soto', MX('9991234567'), 'monetizacion', [
      ['0x410611F28Fd75702696E32DF098BA5ee8861A1D9', 'Cartera', '5325.75000000'],
    ]),
    signsAgreement: true,
  },
  {
    ...user('patricia@demo.cartera.mx', 'Patricia León Aguilar', US('7135550199'), 'liquidado', [
      ['0x52380423de14CD2FbB751472351BF4735e655201', 'Cartera', '300.00000000'],
    ]),
    schedule: { startDaysAgo: 29, enteredDaysAgo: 3 },
  },
  // The board's largest cases (docs/product/admin-panel.md#mediation-board): whole totals, long names.
  {
    ...user(
      'maximiliano@demo.cartera.mx',
      'Maximiliano de la Fuente Echeverría Villaseñor',
      MX('5550001234'),
      'docs-firma',
      [
        ['0x5c2A230DaAb5827069d7Bd4F1Acf60A23184DBbe', 'Tesorería', '999999000.00000000'],
        ['0x04269B9089F60f10e1fDc1e66d209480CEC851CE', 'Operación', '999.99000000'],
      ],
    ),
    schedule: { startDaysAgo: 25, enteredDaysAgo: 8 },
  },
  {
    ...user('renata@demo.cartera.mx', 'Renata Ibarra Cortés', MX('3312340987'), 'negociacion', [
      ['0xC6C4C11A3f37b79633462B4aC224965d3CAC4AcB', 'Principal', '163807.09000000'],
    ]),
    schedule: { startDaysAgo: 28, enteredDaysAgo: 20 },
  },
];

/** The case the start-up banner offers to try the creditor's side with. */
export const FEATURED_CASE = DEMO_CASES.find((c) => c.email === 'sofia@demo.cartera.mx')!;

const SEED_ACTOR = 'system';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DOCUMENTS_STAGE: MediationStageId = 'docs-firma';
/** Cases past this stage have read their documents. */
const REVIEWED_AFTER: MediationStageId = 'negociacion';

const stageIndex = (stage: MediationStageId) => MEDIATION_STAGE_IDS.indexOf(stage);

/**
 * Adds the demo cases after the demo seed: users, wallets and ID photos, then the invitation and
 * every move through the workflow module, so flags, timeline and audit agree as if staff did it.
 */
export async function seedDemoMediation(
  db: Db,
  storage: ObjectStorage,
  clock: Clock,
  options: Partial<DemoSignature> = {},
) {
  const issuer = options.issuer ?? 'Cartera USDT';
  const signature: DemoSignature = {
    issuer,
    expiryDays: options.expiryDays ?? 30,
    // Outside `npm start` (tests, backups): a key of its own, made once for this seed.
    signingKey:
      options.signingKey ?? once(() => ({ p12: selfSignedP12(issuer, ''), password: '' })),
    verifyUrlBase: options.verifyUrlBase ?? 'http://localhost:3000',
  };
  await db.transaction((tx) => insertDemoUsers(tx, DEMO_CASES));
  await seedDemoIdPhotos(db, storage, clock, DEMO_CASES);
  for (const demo of DEMO_CASES) {
    const found = await findUserByEmail(db, demo.email);
    if (!found) continue;
    // A day ago, one step an hour, or on the case's schedule: the timeline reads in order.
    const stageAt = stageTimes(clock.now().getTime(), demo);
    let step = clock.now().getTime() - 24 * HOUR;
    const acting = () => ({ actor: SEED_ACTOR, at: new Date((step += HOUR)) });
    const moveTo = (to: MediationStageId) =>
      db.transaction(async (tx) => {
        if (to === INITIAL) await inviteToMediation(tx, found.id, acting());
        else {
          // The terms are agreed before 'Para Firma' (the whole balance, in the demo).
          if (to === SIGNING) await setTerms(tx, found.id, demoTerms(demo), acting());
          // Other demo cases past 'Para Firma' arrive there as staff data, without an agreement.
          await moveCase(tx, { userId: found.id, to, via: DEMO_VIA[to] }, acting());
        }
      });
    for (const to of MEDIATION_STAGE_IDS.slice(0, stageIndex(demo.stage) + 1)) {
      // The steps before a move (the agreed terms) come in the hours before it.
      const at = stageAt?.(to);
      if (at !== undefined) step = at - 2 * HOUR;
      if (to === SIGNED && demo.signsAgreement) {
        const at = () => acting().at;
        await seedSignedAgreement(
          db,
          storage,
          found.id,
          { issued: at(), viewed: at(), signed: at() },
          signature,
        );
        continue;
      }
      await moveTo(to);
      if (to === DOCUMENTS_STAGE && stageIndex(demo.stage) > stageIndex(DOCUMENTS_STAGE)) {
        await issueDocuments(db, storage, found.id, acting(), { issuer, finalStage: demo.stage });
      }
    }
  }
  await deferOpenReminders(db, firstReminderAt(clock.now()));
}

/** When a scheduled case enters each of its stages (ms), or undefined: one step an hour. */
function stageTimes(now: number, demo: DemoCase) {
  if (!demo.schedule) return undefined;
  const { startDaysAgo, enteredDaysAgo } = demo.schedule;
  const moves = Math.max(1, stageIndex(demo.stage));
  const every = ((startDaysAgo - enteredDaysAgo) * DAY) / moves;
  return (stage: MediationStageId) => now - startDaysAgo * DAY + stageIndex(stage) * every;
}

const INITIAL = MEDIATION_STAGE_IDS[0];
const SIGNING: MediationStageId = 'para-firma';
const SIGNED: MediationStageId = 'monetizacion';
const DEMO_VIA: Partial<Record<MediationStageId, 'signature' | 'settlement'>> = {
  monetizacion: 'signature',
  liquidado: 'settlement',
};

/** The demo's agreed terms: the whole balance, cut to USDT's decimals, in USDT within 15 days. */
const demoTerms = (demo: DemoCase) => ({
  amount: orderableUsdt(sumAmounts(demo.wallets.map((w) => w.pretokenizedBalance))),
  method: 'usdt' as const,
  payoutDays: 15,
});

/** The documents of 'Docs P/Firma', kept in the case as staff would send them. */
async function issueDocuments(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  acting: { actor: string; at: Date },
  { issuer, finalStage }: { issuer: string; finalStage: MediationStageId },
) {
  const prepared = await prepareDocuments(db, storage, userId, { issuer, at: acting.at });
  try {
    await db.transaction((tx) =>
      recordPrepared(tx, prepared, acting, {
        opened: stageIndex(finalStage) > stageIndex(REVIEWED_AFTER),
      }),
    );
  } catch (err) {
    await discardPrepared(storage, prepared);
    throw err;
  }
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
