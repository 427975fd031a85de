import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors.ts';

/**
 * Payout account numbers are stored encrypted, never in clear: AES-256-GCM under the server's
 * payout key (PAYOUT_ENCRYPTION_KEY), a fresh 12-byte IV per value, the user id bound in as
 * associated data (a ciphertext copied to another account's row does not decrypt). Encryption,
 * not a keyed hash, because paying out needs the number back; only the payout job should ever
 * call `decryptAccountNumber`, and no endpoint returns more than the last four digits.
 *
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so the scheme can change later.
 */

export const payoutKeyMissingMessage =
  'Payout settings cannot be saved on this server: no payout encryption key is configured (PAYOUT_ENCRYPTION_KEY).';

function keyOrRefuse(key: Buffer | undefined): Buffer {
  if (!key || key.length !== 32) throw new HttpError(503, payoutKeyMissingMessage);
  return key;
}

export function encryptAccountNumber(key: Buffer | undefined, userId: number, accountNumber: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOrRefuse(key), iv);
  cipher.setAAD(Buffer.from(`payout:${userId}`));
  const encrypted = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptAccountNumber(key: Buffer | undefined, userId: number, stored: string): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted) throw new Error('Unknown payout account number format.');
  const decipher = createDecipheriv('aes-256-gcm', keyOrRefuse(key), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`payout:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}
