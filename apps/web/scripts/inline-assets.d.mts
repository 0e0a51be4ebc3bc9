export const assetsInlineLimit: (file: string) => boolean | undefined;
