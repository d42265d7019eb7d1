import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { EntranceList } from '../reservations/index.ts';
import shop from '../../styles/shop.module.css';
import styles from './desk.module.css';
import { DeskProductCard } from './DeskProductCard.tsx';
import type { DeskGroupTabs_desk$key } from './__generated__/DeskGroupTabs_desk.graphql';

/**
 * The desk's product groups as tabs (spec 002 §2 /desk, §9: SPA first and open): each tab's
 * services as cards; the SPA tab also lists today's entrance tickets with a quantity stepper
 * each, into the same cart. Arrow keys move between the tabs (Radix's roving focus).
 */
export function DeskGroupTabs({ desk, today }: { desk: DeskGroupTabs_desk$key; today: string }) {
  const data = useFragment(
    graphql`
      fragment DeskGroupTabs_desk on Desk {
        groups {
          code
          name
          services {
            id
            ...DeskProductCard_service
          }
        }
        entranceTickets {
          ...EntranceList_tickets
        }
      }
    `,
    desk,
  );
  const { t } = useDeskTranslation();
  const [group, setGroup] = useState<string>(data.groups.find((candidate) => candidate.code === 'SPA')?.code ?? data.groups[0]?.code ?? 'SPA');
  if (data.groups.length === 0) return <p className={shop.empty}>{t('home.empty')}</p>;
  return (
    <Tabs.Root value={group} onValueChange={setGroup} className={styles.tabs}>
      <Tabs.List aria-label={t('home.groups')} className={styles.tabList}>
        {data.groups.map((entry) => (
          <Tabs.Trigger key={entry.code} value={entry.code} className={styles.tab}>
            {entry.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {data.groups.map((entry) => (
        <Tabs.Content key={entry.code} value={entry.code} className={styles.tabPanel}>
          <h2 className="visually-hidden">{t('home.products', { group: entry.name })}</h2>
          {entry.services.length === 0 ? (
            <p className={shop.empty}>{t('home.empty')}</p>
          ) : (
            <ul className={styles.grid} aria-label={t('home.products', { group: entry.name })}>
              {entry.services.map((service, index) => (
                <li key={service.id}>
                  <DeskProductCard service={service} eager={index === 0} />
                </li>
              ))}
            </ul>
          )}
          {entry.code === 'SPA' && data.entranceTickets.length > 0 && (
            <section aria-labelledby="desk-entrance" className={styles.entrance}>
              <h3 id="desk-entrance" className={styles.sectionTitle}>
                {t('entrance.title')}
              </h3>
              <EntranceList tickets={data.entranceTickets} day={today} />
            </section>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
