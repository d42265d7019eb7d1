import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteHeader_query$key } from './__generated__/SiteHeader_query.graphql';
import { HeaderAccount } from './HeaderAccount.tsx';
import { HeaderFrame } from '../../components/layout/HeaderFrame.tsx';
import { MainNav } from '../../components/layout/MainNav.tsx';

/** The site header with the top navigation (spec 000 §2 "Top navigation"). */
export function SiteHeader({ query }: { query: SiteHeader_query$key }) {
  const data = useFragment(
    graphql`
      fragment SiteHeader_query on Query {
        menu {
          ...MainNav_menu
        }
        viewer {
          ...HeaderAccount_viewer
        }
        ...HeaderCart_query
      }
    `,
    query,
  );
  return <HeaderFrame nav={<MainNav menu={data.menu} />} account={<HeaderAccount viewer={data.viewer} cart={data} />} />;
}
