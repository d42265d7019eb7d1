import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import giftUrl from './campaign-gift.svg';
import styles from './HomeBlocks.module.css';

/**
 * The campaign pop-up's dialog (spec 000 §1, spec 002 §1): the Christmas gift vouchers, with a
 * link to them in the store. Escape, the cross and the link close it.
 */
export function CampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('home.campaign.title')} closeLabel={t('home.campaign.close')} onClose={onClose}>
      <div className={styles.campaign} data-campaign-popup="">
        <img src={giftUrl} alt="" width={96} height={96} className={styles.campaignImage} />
        <p className={styles.campaignText}>{t('home.campaign.text')}</p>
        <Link to="/store" className={styles.promoLink} onClick={onClose}>
          {t('home.campaign.link')}
        </Link>
      </div>
    </Modal>
  );
}
