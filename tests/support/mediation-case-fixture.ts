import { mediationCase, type MediationCase } from '@schemas/mediation';

/**
 * A case on the mediation board as the API lists it, for component tests: a verified creditor
 * in 'En Negociación', nothing pending; `changes` set what a test is about.
 */
export const aCase = (changes: Partial<MediationCase> = {}): MediationCase =>
  mediationCase.parse({
    id: '6f1c2a9b-7d00-4000-8000-000000000001',
    fullName: 'Sofía Ramírez',
    email: 'sofia@example.com',
    cellphone: null,
    countryCode: null,
    country: null,
    walletCount: 2,
    totalBalance: '300',
    idPhotoFront: null,
    idPhotoBack: null,
    mediationStatus: 'negociacion',
    verified: true,
    openDisputes: 0,
    lastReminderAt: null,
    stageSince: null,
    targetDays: 14,
    overdue: false,
    assignee: null,
    ...changes,
  });
