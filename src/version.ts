/** The bundle version, from package.json at build time. */
export const VERSION: string = import.meta.env.PACKAGE_VERSION ?? '0.0.0';
