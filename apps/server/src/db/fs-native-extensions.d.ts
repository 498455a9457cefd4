declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the open file, or answers false while another holds it. */
  export function tryLock(fd: number): boolean;
  const ext: { tryLock: typeof tryLock };
  export default ext;
}
