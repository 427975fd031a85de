import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, well over the client's "longer than 10" check. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 digests: a leaked database does not yield usable tokens, and
 * a fast hash is enough because the token itself carries 256 bits of randomness.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
