import { graphql, useFragment } from 'react-relay/hooks';
import { RichText } from '../../components/ui/RichText.tsx';
import type { ShopIntro_page$key } from './__generated__/ShopIntro_page.graphql';
import styles from '../../styles/shop.module.css';

/**
 * The optional intro block of a shop list (spec 001 §2.1, §2.6): the content page the site
 * structure attaches to the list's path (`pageAt`); nothing when there is none.
 */
export function ShopIntro({ page }: { page: ShopIntro_page$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment ShopIntro_page on Page {
        subtitle
        blocks {
          html
        }
      }
    `,
    page ?? null,
  );
  if (!data) return null;
  return (
    <div className={styles.intro} data-shop-intro="">
      {data.subtitle && <p className={styles.introLead}>{data.subtitle}</p>}
      {data.blocks.map((block, index) => (
        <RichText key={index} html={block.html} />
      ))}
    </div>
  );
}
