// The types of host-api-range.cjs for its TypeScript readers (the shell's remote loader).
export declare function satisfies(version: string, range: string | undefined): boolean;
