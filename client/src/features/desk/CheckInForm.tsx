import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import fields from '../../components/forms/fields.module.css';
import { SelectField } from '../../components/forms/SelectField.tsx';
import type { CheckInFormMutation } from './__generated__/CheckInFormMutation.graphql';
import styles from './desk-day.module.css';

/**
 * The camera's QR reader and its library load only when a clerk asks for it, in the browser: the
 * server's render never opens the camera, so its bundle leaves ZXing out (`import.meta.env.SSR` is
 * a constant there, and the import is dropped with the branch).
 */
const QrCameraReader = import.meta.env.SSR ? () => null : lazy(async () => ({ default: (await import('./QrCameraReader.tsx')).QrCameraReader }));

/** A slot of the day the clerk may check in for. */
export interface SlotChoice {
  id: string;
  label: string;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const checkInMutation = graphql`
  mutation CheckInFormMutation($input: CheckInInput!) {
    checkInBooking(input: $input) {
      bookings {
        id
        orderNumber
        customerName
        quantity
        checkedInAt
        checkedInBy
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** Whether this browser can offer the camera at all (a secure page with media devices); never on the server. */
const cameraOffered = () => typeof navigator.mediaDevices?.getUserMedia === 'function';
const noSubscription = () => () => undefined;

/**
 * Check-in by the receipt's code: the clerk types it, or a USB scanner types it and presses Enter,
 * or (where the device has a camera and the browser offers it) the camera reads the QR code. The
 * answer is said at once in the clerk's language: who was checked in, or why not (already checked
 * in, when and by whom; another day or slot, which; unpaid; unknown). The code stays selected, so
 * the next scan replaces it.
 */
export function CheckInForm({ date, slots }: { date: string; slots: ReadonlyArray<SlotChoice> }) {
  const { t } = useDeskDayTranslation();
  const [code, setCode] = useState('');
  const [slotId, setSlotId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [camera, setCamera] = useState(false);
  const [commit, inFlight] = useMutation<CheckInFormMutation>(checkInMutation);
  const canUseCamera = useSyncExternalStore(noSubscription, cameraOffered, () => false);
  const input = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const hintId = useId();
  const outcomeId = useId();

  const send = (value: string) => {
    if (inFlight) return;
    setOutcome(null);
    commit({
      variables: { input: { code: value, date, slotId: slotId || null } },
      onCompleted: (answer) => {
        const { bookings, userErrors } = answer.checkInBooking;
        const first = bookings[0];
        if (first && userErrors.length === 0) {
          const quantity = bookings.reduce((sum, booking) => sum + booking.quantity, 0);
          setOutcome({ tone: 'success', text: t('checkIn.done', { customer: first.customerName, number: first.orderNumber, quantity }) });
        } else setOutcome({ tone: 'error', text: userErrors[0]?.message || t('checkIn.failed') });
        input.current?.select();
      },
      onError: () => setOutcome({ tone: 'error', text: t('checkIn.failed') }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };

  return (
    <section className={styles.panel} aria-labelledby="desk-check-in">
      <h2 id="desk-check-in" className={styles.panelTitle}>
        {t('checkIn.title')}
      </h2>
      <form className={fields.form} onSubmit={submit} noValidate>
        <div className={fields.field}>
          <label htmlFor={codeId} className={fields.label}>
            {t('checkIn.code')}
          </label>
          <input
            ref={input}
            id={codeId}
            className={`${fields.input} ${styles.code}`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            aria-describedby={`${hintId}${outcome ? ` ${outcomeId}` : ''}`}
            aria-invalid={outcome?.tone === 'error' ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={hintId} className={fields.hint}>
            {t('checkIn.hint')}
          </p>
        </div>
        {slots.length > 0 && (
          <SelectField
            label={t('checkIn.slot')}
            placeholder={t('checkIn.anySlot')}
            options={slots.map((slot) => ({ value: slot.id, label: slot.label }))}
            value={slotId}
            onChange={(event) => setSlotId(event.target.value)}
          />
        )}
        <div className={styles.formActions}>
          <button type="submit" className={buttons.primary} aria-busy={inFlight || undefined}>
            {t('checkIn.submit')}
          </button>
          {canUseCamera && (
            <button type="button" className={buttons.secondary} onClick={() => setCamera(true)}>
              {t('checkIn.camera')}
            </button>
          )}
        </div>
      </form>
      {/* Always in the page, so screen readers hear each new answer. */}
      <div role="status" aria-live="polite" className={styles.outcomeRegion}>
        {outcome && (
          <p id={outcomeId} className={outcome.tone === 'error' ? styles.outcomeError : styles.outcomeSuccess} data-testid="check-in-outcome">
            {outcome.text}
          </p>
        )}
      </div>
      {camera && (
        <Suspense fallback={null}>
          <QrCameraReader
            onClose={() => setCamera(false)}
            onRead={(value) => {
              setCamera(false);
              setCode(value);
              send(value);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
