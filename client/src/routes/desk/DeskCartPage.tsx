import { lazy, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { emptyCart, updateCart, useCart } from '../../features/cart/index.ts';
import { type DeskReceiptRef, deskStyles as styles, loadCustomerLookup, loadDeskPaymentStep as loadPaymentStep, loadDeskReceipt as loadReceipt } from '../../features/desk/index.ts';
import { ReservationOrderTable, useReservationLines, useTimedCartData } from '../../features/reservations/index.ts';
import { BillingForm, clearCheckoutKey, LaterStep, loadBillingForm, useBillingSteps, useLaterSteps } from '../../features/shop/index.ts';
import shop from '../../styles/shop.module.css';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import { CheckoutStepHeading, OrderStepActions, useHomeAfter, useStepFocus } from '../shop/CheckoutParts.tsx';
import { ShopPage } from '../shop/ShopPage.tsx';
import type { DeskCartPageQuery } from './__generated__/DeskCartPageQuery.graphql';
import { useRouteQuery } from '../route-query.ts';

const CustomerLookup = lazy(async () => ({ default: (await loadCustomerLookup()).CustomerLookup }));
const DeskPaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).DeskPaymentStep }));
const DeskReceipt = lazy(async () => ({ default: (await loadReceipt()).DeskReceipt }));
/**
 * The steps after the order (features/shop/checkout-steps.tsx), the receipt with its QR code
 * among them: they load once the page shows.
 */
const LATER_STEPS = [loadCustomerLookup, loadBillingForm, loadPaymentStep, loadReceipt];

/** spec 002 §4, §9: the finalized message shows 3000 ms, then the home page. */
export const FINALIZED_MS = 3000;

/**
 * /desk/cart (spec 002 §2 "Desk cart", §4 "Desk cart wizard"): steps 0 order table, 1 billing
 * data of the walk-in customer, 2 payment at the desk. Step 0 → 1 needs a signed-in clerk, 1 → 2
 * the billing rules of spec 002 §5; back buttons return one step. After the sale the cart is
 * empty, the finalized message and the receipt show for 3000 ms, then the home page (printing the
 * receipt keeps it open). Each step's heading takes the focus when it opens.
 */
export function DeskCartPage() {
  const data = useRouteQuery<DeskCartPageQuery>(graphql`
    query DeskCartPageQuery @preloadable {
      ...SeoLayout_query
      viewer {
        role
        account {
          id
        }
      }
      timedCart {
        ...TimedCartData_cart
      }
      desk {
        entranceTickets {
          ...EntranceList_tickets
        }
      }
    }
  `);
  const { t } = useDeskTranslation();
  const shopText = useShopTranslation().t;
  const navigate = useNavigate();
  const cart = useCart();
  const lines = useReservationLines(useTimedCartData(data.timedCart)?.lines ?? [], data.desk?.entranceTickets);
  const { step, setStep, billing, setBillingFields, billingForm, paymentStep } = useBillingSteps();
  const [notice, setNotice] = useState<Message | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  const [receipt, setReceipt] = useState<DeskReceiptRef | null>(null);
  const [leaving, setLeaving] = useState(true);
  const headingRef = useStepFocus(step, receipt);
  useLaterSteps(LATER_STEPS);
  useHomeAfter(receipt !== null && leaving, FINALIZED_MS);

  // spec 002 §2, §6: the desk is for Colaborador only; anyone else lands on the home page.
  if (!data.desk || data.viewer.role !== 'STAFF') return <Navigate to="/" replace />;

  const next = () => {
    // spec 002 §4: step 0 → 1 only for a signed-in person.
    if (!data.viewer.account) {
      // spec 002 §4: otherwise an info popup says to log in.
      setNotice({ title: t('cart.title'), text: shopText('messages.confirm_login_error'), tone: 'info' });
      return;
    }
    setStep(1);
  };

  const onPlaced = (placed: DeskReceiptRef) => {
    // spec 002 §4 step 5: the cart clears (the holds were sold with the order; the tickets leave the browser cart).
    updateCart((current) => ({ ...current, entrance: emptyCart().entrance, entranceDate: null }));
    clearCheckoutKey();
    setReceipt(placed);
  };

  const print = () => {
    // The clerk prints: the page stays on the receipt until they leave it.
    setLeaving(false);
    window.print();
  };

  return (
    <ShopPage query={data} title={t('cart.title')} titleClassName={styles.noPrint}>
      {receipt ? (
        <>
          <div role="status" className={styles.noPrint}>
            <h2 ref={headingRef} className={shop.stepHeading} tabIndex={-1}>
              {t('receipt.finalized')}
            </h2>
          </div>
          <LaterStep>
            <DeskReceipt receipt={receipt} />
          </LaterStep>
          <div className={`${shop.actions} ${styles.noPrint}`}>
            <button type="button" className={buttons.secondary} onClick={print}>
              {t('receipt.print')}
            </button>
            <Link to="/" replace className={buttons.primary}>
              {t('receipt.home')}
            </Link>
          </div>
        </>
      ) : lines.length === 0 ? (
        <div className={shop.empty}>
          <p>{t('cart.empty')}</p>
          <Link to="/desk" className={buttons.primary}>
            {t('cart.backToDesk')}
          </Link>
        </div>
      ) : (
        <>
          <CheckoutStepHeading step={step} headingRef={headingRef} />
          {step === 0 && (
            <>
              <ReservationOrderTable lines={lines} />
              <OrderStepActions back="/desk" backLabel={t('cart.backToDesk')} onNext={next} />
            </>
          )}
          {step === 1 && (
            <LaterStep>
              <CustomerLookup
                onFound={(id, fields) => {
                  setCustomerId(id);
                  setBillingFields(fields);
                  // The form takes its values when it mounts: a new one shows the customer's.
                  setFormVersion((version) => version + 1);
                }}
              />
              <BillingForm key={formVersion} account={null} {...billingForm} />
            </LaterStep>
          )}
          {step === 2 && billing && (
            <LaterStep>
              <DeskPaymentStep
                lines={lines}
                entranceDate={cart.entranceDate}
                billing={billing}
                customerId={customerId}
                onPlaced={onPlaced}
                {...paymentStep}
                onNothingToPay={() => void navigate('/', { replace: true })}
              />
            </LaterStep>
          )}
        </>
      )}
      <MessageDialog message={notice} okLabel={t('payment.ok')} onClose={() => setNotice(null)} />
    </ShopPage>
  );
}
