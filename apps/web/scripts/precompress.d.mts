export const COMPRESSIBLE: RegExp;
export function precompressFile(file: string): void;
