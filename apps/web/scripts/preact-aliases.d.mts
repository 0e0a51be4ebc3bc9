export const PREACT_ALIASES: { find: RegExp; replacement: string }[];
