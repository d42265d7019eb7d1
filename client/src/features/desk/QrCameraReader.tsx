import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import buttons from '../../components/ui/buttons.module.css';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import fields from '../../components/forms/fields.module.css';
import styles from './desk-day.module.css';

/**
 * Reads a receipt's QR code with the device's camera (ZXing's browser reader, loaded with this
 * file only when the clerk asks for the camera). The back camera is preferred; the first code read
 * is handed over and the camera stops. A camera refused or missing says so: the clerk types the code.
 */
export function QrCameraReader({ onRead, onClose }: { onRead: (code: string) => void; onClose: () => void }) {
  const { t } = useDeskDayTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback, so the camera is not restarted when the parent re-renders.
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const element = video.current;
    if (!element) return;
    new BrowserQRCodeReader()
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result, _error, scanner) => {
        if (!result || stopped) return;
        stopped = true;
        scanner.stop();
        read.current(result.getText());
      })
      .then((started) => {
        controls = started;
        if (stopped) started.stop();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <Modal title={t('checkIn.cameraTitle')} closeLabel={t('checkIn.close')} onClose={onClose}>
      <div className={fields.form}>
        <p className={fields.note}>{t('checkIn.cameraHint')}</p>
        {/* The camera's picture only: it has no sound and nothing to caption. */}
        <video ref={video} className={styles.camera} muted playsInline aria-hidden="true" />
        {failed && (
          <p role="alert" className={fields.error}>
            {t('checkIn.cameraUnavailable')}
          </p>
        )}
        <div className={fields.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('checkIn.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
