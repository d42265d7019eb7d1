import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeIntro_page$key } from './__generated__/HomeIntro_page.graphql';
import styles from './HomeBlocks.module.css';

/**
 * spec 000 §2 "Home screen": the intro text block (content item 149): its title and the text of
 * its blocks. The gateway sends the text as sanitized HTML.
 */
export function HomeIntro({ page }: { page: HomeIntro_page$key }) {
  const data = useFragment(
    graphql`
      fragment HomeIntro_page on Page {
        title
        blocks {
          html
        }
      }
    `,
    page,
  );
  const blocks = data.blocks.filter((block) => block.html.trim() !== '');
  return (
    <section className={styles.intro} aria-labelledby="home-intro-title">
      <h2 id="home-intro-title" className={styles.heading}>
        {data.title}
      </h2>
      {blocks.map((block, index) => (
        <div key={index} className={styles.richText} dangerouslySetInnerHTML={{ __html: block.html }} />
      ))}
    </section>
  );
}
