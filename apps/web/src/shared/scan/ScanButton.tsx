import { useEffect, useId, useRef, useState } from 'react';
import { textOf, useT, type Text } from '../i18n';
import { useArea } from '../i18n/useArea';
import { Button } from '../ui/Button';
import { ModalDialog } from '../ui/Dialog';
import { useHasCamera } from './camera';
import s from './Scan.module.css';

type ScanDialogType = typeof import('./ScanDialog').default;
/** The scan dialog's code once it has come (for every scan button of the page). Loaded by hand, not
 * with React.lazy, which keeps a failed load for good and hands it to the screen's error element. */
let loadedDialog: ScanDialogType | undefined;

/**
 * The scan button of a number box, shown only where the device has a camera. It opens the scan
 * dialog (loaded, with its barcode reader, only then) and hands over the text read from the label.
 * When the dialog's code does not come (no connection, the server down), a dialog says so, with Retry.
 */
export function ScanButton({
  label,
  onScan,
  vin,
  className,
}: {
  /** The name of the number box, in the reader's language. */
  label: Text;
  onScan: (text: string) => void;
  vin?: boolean;
  /** Where the button sits over its box (it is placed at the box's right end). */
  className?: string;
}) {
  const camera = useHasCamera();
  const ready = useArea('scan', camera);
  const t = useT();
  const [ScanDialog, setScanDialog] = useState(() => loadedDialog);
  const [open, setOpen] = useState(false);
  const [unreached, setUnreached] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [scanned, setScanned] = useState<string>();
  const titleId = useId();
  const handOver = useRef(onScan);
  handOver.current = onScan;
  // The text is handed over once the dialog has closed and given focus back, so the box can take it.
  useEffect(() => {
    if (open || scanned === undefined) return;
    const frame = requestAnimationFrame(() => {
      setScanned(undefined);
      handOver.current(scanned);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, scanned]);
  // The scan dialog opens once the one saying it could not be opened has gone, and has given the focus
  // back to the button: closing, the scan dialog gives it back to what had it when it opened.
  useEffect(() => {
    if (!wanted || unreached) return;
    setWanted(false);
    setOpen(true);
  }, [wanted, unreached]);
  if (!camera || !ready) return null;

  const show = (dialog: ScanDialogType) => {
    loadedDialog = dialog;
    setScanDialog(() => dialog);
    setUnreached(false);
    setWanted(true);
  };
  const openDialog = () =>
    loadedDialog
      ? show(loadedDialog)
      : void import('./ScanDialog').then(
          (module) => show(module.default),
          () => setUnreached(true),
        );
  return (
    <>
      <button
        type="button"
        className={`${s.button} ${className ?? ''}`}
        aria-label={t('scan.button', { label: textOf(t, label) })}
        title={t('scan.button.title')}
        onClick={openDialog}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M17 8v8" />
        </svg>
      </button>
      {open && ScanDialog && (
        <ScanDialog label={textOf(t, label)} vin={vin} onClose={() => setOpen(false)} onScan={setScanned} />
      )}
      <ModalDialog
        open={unreached}
        onClose={() => setUnreached(false)}
        labelledBy={titleId}
        className={`${s.modal} ${s.unreached}`}
      >
        <div className={s.dialog}>
          <h2 id={titleId} className={s.title}>
            {t('scan.title')}
          </h2>
          <p className={s.error} role="alert">
            {t('scan.unreached')}
          </p>
          <div className={s.actions}>
            <Button variant="secondary" onClick={() => setUnreached(false)}>
              {t('scan.close')}
            </Button>
            <Button onClick={openDialog}>{t('common.error.retry')}</Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
