/**
 * Where an endpoint lives, apart from its schemas (contract.ts): what the pages need to call a contract, without
 * loading zod.
 */
export interface ContractPath {
  /** Under `/back`, with `:name` parameters (or a final `*` for a path of any depth). */
  path: string;
}

/** The contract's path with its parameters filled in (each segment URL-encoded), without the `/back` prefix. */
export function pathOf(contract: ContractPath, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\*$/g, (token, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`Missing parameter ${token} for ${contract.path}`);
    return name ? encodeURIComponent(String(value)) : String(value).split('/').map(encodeURIComponent).join('/');
  });
}

/** Where the API is mounted. */
export const API_PREFIX = '/back';
