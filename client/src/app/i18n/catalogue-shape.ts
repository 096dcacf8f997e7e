/** The shape a translation must have: the same keys as the Italian original, any text. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
