/** Only links back into the finder are followed, so a crafted link cannot send the user elsewhere. */
export function returnPath(from: string | null, fallback: string) {
  return from && from.startsWith('/hub/') ? from : fallback;
}
