interface ImportMetaEnv {
  readonly PACKAGE_VERSION?: string;
}
