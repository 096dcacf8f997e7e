/** `${package version}+${build time}`, injected by `client/vite.config.ts` (spec §9 version check). */
declare const __APP_VERSION__: string;
