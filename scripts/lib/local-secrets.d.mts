export declare function withLocalSecrets(
  text: string,
  random?: (size: number) => Buffer,
): { text: string; added: string[] };
export declare function ensureLocalSecrets(root: string): void;
