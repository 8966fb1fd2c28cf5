import type { Api, EndpointPath } from '../endpoint-paths';
import { account } from './account';
import { adminAccount } from './admin-account';
import { adminCase } from './admin-case';
import { adminExports } from './admin-exports';
import { adminMail } from './admin-mail';
import { adminMediation } from './admin-mediation';
import { adminSignIn } from './admin-sign-in';
import { adminUsers } from './admin-users';
import { adminWallets } from './admin-wallets';
import { adminWithdrawals } from './admin-withdrawals';
import { assignment } from './assignment';
import { audit } from './audit';
import { auth } from './auth';
import { bulkJobs } from './bulk-jobs';
import type { Endpoint } from './define';
import { health } from './health';
import { mediation } from './mediation';
import { objects } from './objects';
import { profile } from './profile';
import { recovery } from './recovery';
import { savedViews } from './saved-views';
import { staff } from './staff';
import { wallets } from './wallets';
import { withdrawals } from './withdrawals';

export type { Endpoint, EndpointSchema } from './define';
export type { AnswerOf, BodyOf, ParamsOf, QueryOf } from './define';

/**
 * Every endpoint with its schemas (docs/decisions/endpoint-contract.md), by the same names as
 * API in schemas/endpoint-paths.ts: the type below makes both tables list the same endpoints,
 * each at its own method and path.
 */
export const endpoints = {
  health,
  auth,
  account,
  recovery,
  wallets,
  objects,
  profile,
  withdrawals,
  mediation,
  adminSignIn,
  adminAccount,
  staff,
  assignment,
  adminUsers,
  adminWallets,
  adminWithdrawals,
  audit,
  savedViews,
  adminExports,
  adminMail,
  bulkJobs,
  adminMediation,
  adminCase,
} satisfies {
  [A in keyof Api]: {
    [N in keyof Api[A]]: Api[A][N] extends EndpointPath<infer M, infer P> ? Endpoint<M, P> : never;
  };
};

export type Endpoints = typeof endpoints;

/** Any endpoint of the contract. */
export type AnyEndpoint = {
  [A in keyof Endpoints]: Endpoints[A][keyof Endpoints[A]];
}[keyof Endpoints];

/** The contract's endpoint at an entry of API (for the web, which holds only the entry). */
export type EndpointAt<E extends { method: string; path: string }> = Extract<
  AnyEndpoint,
  { method: E['method']; path: E['path'] }
>;
