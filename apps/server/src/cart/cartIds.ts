import { randomBytes } from 'node:crypto';

/**
 * A cart's public id (§3 cart_id): a guest's cart opens with this id alone, so it is a secret
 * handle: 24 random bytes (192 bits) in base64url, 32 characters, never a counter.
 */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}
