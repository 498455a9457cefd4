import { useEffect, useState } from 'react';

/** Whether the device has a camera the page may use: no mediaDevices (an insecure page, an old
 * browser) or no video input means no scan button. */
async function hasCamera(): Promise<boolean> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.enumerateDevices || !media.getUserMedia) return false;
  try {
    return (await media.enumerateDevices()).some((d) => d.kind === 'videoinput');
  } catch {
    return false;
  }
}

let known: Promise<boolean> | undefined;

/** True once a camera is known to be there; follows cameras plugged in or out. */
export function useHasCamera(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let live = true;
    const check = (fresh: boolean) => {
      if (fresh || !known) known = hasCamera();
      void known.then((h) => live && setHas(h));
    };
    // Asking for the devices takes the page's thread a few milliseconds: in a task of its own, not in
    // the one that mounts the screen (on the first screen, that task takes over the whole page).
    const first = setTimeout(() => check(false));
    const media = navigator.mediaDevices;
    const changed = () => check(true);
    media?.addEventListener?.('devicechange', changed);
    return () => {
      clearTimeout(first);
      live = false;
      media?.removeEventListener?.('devicechange', changed);
    };
  }, []);
  return has;
}
