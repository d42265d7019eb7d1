import { Link } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import styles from '../../styles/shop.module.css';

/** spec 001 §2.1, §2.6: back to the tariffs page and finalize the order (to the cart). */
export function StoreActions() {
  const { t } = useShopTranslation();
  return (
    <div className={styles.actions}>
      <Link to="/store/tarifas" className={buttons.secondary}>
        {t('store.tariffs')}
      </Link>
      <Link to="/store/cart" className={buttons.primary}>
        {t('store.finalize')}
      </Link>
    </div>
  );
}
