/**
 * Made-up but plausible people for the demo seed and `npm run bench:admin`: Mexican and US
 * names with accents, surnames as common as in life (a few very common, a long tail), MX and
 * US phones, registration days from 2020 on, and wallets with zero to large balances. The same
 * index and seed always give the same person.
 */

// prettier-ignore
const FIRST_NAMES_MX = [
  'José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Sofía', 'Andrés', 'Lucía', 'Fernando', 'Ximena',
  'Jesús', 'Valentina', 'Miguel Ángel', 'Camila', 'Óscar', 'Regina', 'Raúl', 'Mónica', 'Héctor',
  'Verónica', 'Martín', 'Inés', 'Ramón', 'Begoña', 'Joaquín', 'Adrián', 'Rubén', 'Ángela',
  'Itzel', 'Citlali', 'Marisol', 'Dolores', 'Tomás', 'Nicolás', 'Sebastián', 'Matías',
  'Emiliano', 'Renata', 'Natalia', 'Daniela', 'Mariana', 'Alejandro', 'Carlos', 'Ana', 'Pedro',
  'Rosa', 'Elena', 'Jorge', 'Diego', 'Paola', 'Efraín', 'Noemí', 'Saúl', 'Zoé',
];

// prettier-ignore
const FIRST_NAMES_US = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William',
  'Elizabeth', 'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah',
  'Chris', 'Karen', 'Daniel', 'Nancy', 'Emily', 'Ashley',
];

// prettier-ignore
/** Most common first. */
const SURNAMES_MX = [
  'García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez',
  'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres',
  'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero',
  'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina',
  'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Muñoz', 'Rojas', 'Contreras', 'Salazar', 'Luna',
  'Ortega', 'Santiago', 'Guerrero', 'Estrada', 'Bautista', 'Cortés', 'Soto', 'Alvarado',
  'Espinoza', 'Lara', 'Ávila', 'Ríos', 'Cervantes', 'Silva', 'Delgado', 'Vega', 'Márquez',
  'Sandoval', 'Fernández', 'León', 'Carrillo', 'Mejía', 'Solís', 'Núñez', 'Rosas', 'Valdez',
  'Ibarra', 'Campos', 'Santos', 'Camacho', 'Navarro', 'Peña', 'Maldonado', 'Rosales', 'Acosta',
  'Miranda', 'Trejo', 'Valencia', 'Nava', 'Pacheco', 'Huerta', 'Padilla', 'Ibáñez', 'Ordóñez',
  'Muñiz', 'Zúñiga', 'Benítez', 'Quiñones', 'Galván', 'Ochoa', 'Becerra', 'Beltrán', 'Cárdenas',
  'Sáenz', 'Escobedo', 'Villaseñor', 'Montaño', 'Bermúdez', 'Jáuregui', 'Echeverría', 'Garza',
  'Treviño', 'Olvera', 'Peláez',
];

// prettier-ignore
const SURNAMES_US = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris',
  'Clark', 'Lewis', "O'Brien", "O'Connor",
];

const AREA_CODES_MX = ['55', '33', '81', '222', '442', '664', '998', '477', '686', '614', '999'];
const AREA_CODES_US = ['212', '310', '415', '305', '713', '312', '646', '702', '206', '617'];
const WALLET_NAMES = ['Principal', 'Ahorro', 'Inversión', 'Gastos', 'Nómina', 'Cartera fría'];

/** Days of 2020-01-01 … mid 2026 as spreadsheet serial days. */
const FIRST_DAY = 43_831;
const DAY_SPAN = 2_350;

/** mulberry32: a small, fast, seedable generator (quality is not the point here). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks by rank with weight 1/rank^0.6: the first few very often, the tail now and then. */
function zipf<T>(items: readonly T[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= items.length; rank++) cumulative.push((total += rank ** -0.6));
  return (r: number) => {
    const target = r * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return items[low]!;
  };
}

const pick = <T>(items: readonly T[], r: number) => items[Math.floor(r * items.length)]!;
const surnameMx = zipf(SURNAMES_MX);
const firstMx = zipf(FIRST_NAMES_MX);
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const digits = (r: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(r() * 10)).join('');

/** A balance in units of 10^-8: 15 % zero, the rest spread from cents to millions. */
function balanceUnits(r: () => number): bigint {
  if (r() < 0.15) return 0n;
  const usdt = 10 ** (r() * 8.7 - 2);
  return BigInt(Math.round(usdt * 100)) * 1_000_000n + BigInt(Math.floor(r() * 1_000_000));
}

/** 10^-8 units as a numeric(18,8) string, e.g. '1500.50000000'. */
export const unitsToDecimal = (units: bigint) =>
  `${units / 100_000_000n}.${(units % 100_000_000n).toString().padStart(8, '0')}`;

/** Rounded half up to cents, as numeric(15,2) would store it. */
export const unitsToCents = (units: bigint) => {
  const cents = (units + 500_000n) / 1_000_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
};

export interface GeneratedWallet {
  /** 40 hex digits after 0x, lower case. */
  address: string;
  name: string | null;
  balanceUnits: bigint;
}

export interface GeneratedPerson {
  email: string;
  name: string;
  fullName: string | null;
  cellphone: string | null;
  countryCode: '+52' | '+1';
  country: 'MX' | 'US';
  date: number;
  /** Has uploaded both ID photos. */
  idPhotos: boolean;
  verified: boolean;
  invited: boolean;
  wallets: GeneratedWallet[];
}

/**
 * Person number `index`: 80 % Mexican, 20 % from the US; `walletCount` wallets. E-mails end
 * with the index, so they never repeat, at one of `domains`.
 */
export function generatePerson(
  index: number,
  options: { seed: number; walletCount: number; domains: readonly string[] },
): GeneratedPerson {
  const r = random(Math.imul(index + 1, 2_654_435_761) ^ options.seed);
  const mexican = r() < 0.8;
  const first = mexican ? firstMx(r()) : pick(FIRST_NAMES_US, r());
  const surname = mexican ? surnameMx(r()) : pick(SURNAMES_US, r());
  const fullName = mexican ? `${first} ${surname} ${surnameMx(r())}` : `${first} ${surname}`;
  const area = mexican ? pick(AREA_CODES_MX, r()) : pick(AREA_CODES_US, r());
  const wallets = Array.from({ length: options.walletCount }, () => ({
    address: Array.from({ length: 5 }, () =>
      Math.floor(r() * 4_294_967_296)
        .toString(16)
        .padStart(8, '0'),
    ).join(''),
    name: r() < 0.3 ? null : pick(WALLET_NAMES, r()),
    balanceUnits: balanceUnits(r),
  }));
  const idPhotos = r() < 0.35;
  return {
    email: `${ascii(first.split(' ')[0]!)}.${ascii(surname)}${index}@${pick(options.domains, r())}`,
    name: first.split(' ')[0]!,
    fullName: r() < 0.05 ? null : fullName,
    cellphone: r() < 0.08 ? null : area + digits(r, 10 - area.length),
    countryCode: mexican ? '+52' : '+1',
    country: mexican ? 'MX' : 'US',
    date: FIRST_DAY + Math.floor(r() * DAY_SPAN),
    idPhotos,
    verified: idPhotos && r() < 0.4,
    invited: r() < 0.03,
    wallets,
  };
}
