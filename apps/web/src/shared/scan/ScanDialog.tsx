import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { scanTexts, type Message } from '@wheelend/domain';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { makeDetector } from './detector';
import s from './Scan.module.css';

const stopStream = (stream?: MediaStream) => stream?.getTracks().forEach((t) => t.stop());

/** Why the camera could not start, in words. */
function reason(e: unknown): Message {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return scanTexts.blocked;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return scanTexts.noCamera;
  if (name === 'NotReadableError') return scanTexts.busy;
  return scanTexts.failed;
}

/**
 * The camera view that reads a label: it asks for the camera when it opens, looks for a barcode a
 * few times a second, hands the first one read to `onScan` and closes; closing it (Close, Escape,
 * a tap outside) stops the camera.
 */
export default function ScanDialog({
  label,
  vin,
  onScan,
  onClose,
}: {
  label: string;
  vin?: boolean;
  onScan: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning'>('starting');
  const t = useT();
  const [error, setError] = useState<Message>();
  const done = useRef({ onScan, onClose });
  done.current = { onScan, onClose };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const v = video.current;
    const run = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !v) return stopStream(stream);
      v.srcObject = stream;
      await v.play();
      const detector = await makeDetector();
      if (stopped) return;
      setState('scanning');
      while (!stopped) {
        const codes = v.readyState >= 2 ? await detector.detect(v) : [];
        const code = codes.find((c) => c.rawValue.trim());
        if (code && !stopped) {
          done.current.onScan(code.rawValue);
          done.current.onClose();
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    run().catch((e: unknown) => !stopped && setError(reason(e)));
    return () => {
      stopped = true;
      stopStream(stream);
      if (v) v.srcObject = null;
    };
  }, []);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>
          <Heading slot="title" className={s.title}>
            {t(scanTexts.title)}
          </Heading>
          <p className={s.hint}>{t(vin ? scanTexts.vinHint : scanTexts.hint(label))}</p>
          <video ref={video} className={s.video} muted playsInline aria-label={t(scanTexts.video)} />
          {error ? (
            <p className={s.error} role="alert">
              {t(error)}
            </p>
          ) : (
            <p role="status" className={s.hint}>
              {t(state === 'starting' ? scanTexts.starting : scanTexts.looking)}
            </p>
          )}
          <div className={s.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('scan.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
