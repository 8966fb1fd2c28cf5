import type { UserRecord } from '../modules/users/users.repo';

/**
 * Demo data for `npm start` on an empty database and for browser tests. Wallet addresses are
 * anvil's well-known development accounts (#1–#7), so the development chain can also send from them.
 */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin-Demo-2026' } as const;

export interface DemoWallet {
  address: `0x${string}`;
  name: string;
  pretokenizedBalance: string;
}

/** The user record, with the password in clear (hashed when seeded) and the user's wallets. */
export interface DemoUser extends UserRecord {
  wallets: DemoWallet[];
  /** Seeded with made-up ID card photos (front and back), so the profile is complete. */
  idPhotos?: boolean;
  /**
   * Staff asked for a new photo of this side (the first one is kept, 'Reemplazada') and the user
   * sent it: shown under 'Identidades por verificar' (docs/product/profile-and-identity.md#evidence-kept).
   */
  idPhotoResent?: { side: 'front' | 'back'; reason: string };
}

export const DEMO_PASSWORD = 'Cartera-Demo-2026';

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'ana@demo.cartera.mx',
    password: DEMO_PASSWORD,
    name: 'Ana',
    fullName: 'Ana Lucía Martínez Ortega',
    cellphone: '5512345678',
    countryCode: '+52',
    country: 'MX',
    date: 45292,
    idPhotos: true,
    wallets: [
      {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        name: 'Cartera principal',
        pretokenizedBalance: '1500.50000000',
      },
      {
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        name: 'Ahorro',
        pretokenizedBalance: '250.00000000',
      },
      {
        address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        name: 'Cartera vacía',
        pretokenizedBalance: '0.00000000',
      },
    ],
  },
  {
    email: 'carlos@demo.cartera.mx',
    password: DEMO_PASSWORD,
    name: 'Carlos',
    fullName: 'Carlos Pérez Gómez',
    cellphone: '2125550147',
    countryCode: '+1',
    country: 'US',
    date: 45350,
    // Complete profile, identity not yet verified: staff verify it before approving his order.
    // His first front photo was blurred; the new one waits under 'Identidades por verificar'.
    idPhotos: true,
    idPhotoResent: { side: 'front', reason: 'La foto frontal está borrosa y no se lee el nombre.' },
    wallets: [
      {
        address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
        name: 'Inversión',
        pretokenizedBalance: '10250.75000000',
      },
      {
        address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
        name: 'Gastos',
        pretokenizedBalance: '42.12345678',
      },
    ],
  },
  {
    email: 'lucia@demo.cartera.mx',
    password: DEMO_PASSWORD,
    name: 'Lucía',
    fullName: null,
    cellphone: null,
    countryCode: null,
    country: 'MX',
    date: 45400,
    wallets: [
      {
        address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
        name: 'Mi cartera',
        pretokenizedBalance: '875.00000000',
      },
    ],
  },
  {
    email: 'sin.carteras@demo.cartera.mx',
    password: DEMO_PASSWORD,
    name: 'Jorge',
    fullName: 'Jorge Ramírez',
    cellphone: '3312345678',
    countryCode: '+52',
    country: 'MX',
    date: 45500,
    wallets: [],
  },
  {
    // Complete profile and a balance above PAYOUT_DUAL_APPROVAL_USDT: her order needs two staff
    // approvals (docs/product/payout-safety.md#dual-approval).
    email: 'marina@demo.cartera.mx',
    password: DEMO_PASSWORD,
    name: 'Marina',
    fullName: 'Marina Vázquez Ríos',
    cellphone: '5598765432',
    countryCode: '+52',
    country: 'MX',
    date: 45550,
    idPhotos: true,
    wallets: [
      {
        address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
        name: 'Fondo principal',
        pretokenizedBalance: '15000.00000000',
      },
    ],
  },
];
