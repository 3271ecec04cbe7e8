import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (issue "Security"). */
export const hashPassword = (password: string) => hash(password);

// Checked when the account does not exist, so that a wrong e-mail costs as much time as a wrong password.
const DUMMY_HASH = await hash('not-a-real-password-0000');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}
