import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppServices } from '../../core/context/context.ts';
import { withinLifetime } from '../../core/context/token-lifetime.ts';
import { isId } from '../../core/graphql/ids.ts';
import { loadJwtSecret } from '../auth/jwt-secret.ts';

/**
 * A customer's short-lived token (HS256, same secret as the staff token). Its audience is
 * `turno-customer` and it carries one appointmentID, so it is never accepted where a staff token
 * is (the staff verifier requires `turno-staff`) and a staff token is never accepted here.
 */
const ISSUER = 'turno';
const AUDIENCE = 'turno-customer';
export const CUSTOMER_TOKEN_MINUTES = 60;

interface CustomerSigner {
  sign(appointmentID: string): Promise<string>;
  verify(token: string): Promise<string | null>;
}

// One signer per running server (tests start several in one process, each with its own secret).
const signers = new WeakMap<object, Promise<CustomerSigner>>();

/** The customer-token signer of this server. */
export function customerTokens(services: Pick<AppServices, 'db' | 'config'>): Promise<CustomerSigner> {
  let signer = signers.get(services.db);
  if (!signer) {
    signer = (async () =>
      createCustomerSigner(services.config.jwtSecret ?? (await loadJwtSecret(services.db))))();
    signers.set(services.db, signer);
  }
  return signer;
}

export function createCustomerSigner(secret: string): CustomerSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign(appointmentID) {
      return new SignJWT({ kind: 'customer' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(appointmentID)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${CUSTOMER_TOKEN_MINUTES * 60}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          // Every token this signer makes expires: one without `exp` was not made here.
          requiredClaims: ['exp'],
        });
        // Held to the lifetime this signer gives, whatever the claims say.
        const nowSeconds = Math.floor(Date.now() / 1000);
        if (!withinLifetime(payload.iat, payload.exp, nowSeconds, CUSTOMER_TOKEN_MINUTES * 60)) return null;
        // A staff token has no `kind` and the wrong audience; both checks refuse it.
        if (payload.kind !== 'customer' || typeof payload.sub !== 'string' || !isId(payload.sub)) return null;
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
