import argon2 from 'argon2';

/** argon2id with the cost from config (domain.md §8: m ≥ 19 MiB, t ≥ 2, p = 1). */
export class PasswordHasher {
  constructor(private readonly cost: { memoryCost: number; timeCost: number }) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, parallelism: 1, ...this.cost });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
