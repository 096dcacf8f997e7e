import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/generated/gql.ts';
import { formatDate } from '../../i18n/dates.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';

export const HomeNewsQuery = graphql(`
  query HomeNews {
    news {
      newsID
      title
      description
      publicationDate
    }
  }
`);

/** How many of the newest items the home page shows; the rest are older news nobody reads here. */
const SHOWN = 3;

/**
 * Product news for staff (spec §3 News, kept by admins in /News), on the home page of every
 * signed-in user: the newest published items, folded so that the desk's live view stays on top.
 * It adds nothing while loading, when there is no news or when the query fails: news is never
 * what stands between an acceptor and the queue.
 */
export function HomeNews() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: HomeNewsQuery });
  const items = data?.news.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <details className="home-news" data-testid="home-news">
      <summary>{t('home.news', { count: items.length })}</summary>
      <ul>
        {items.map((item) => (
          <li key={item.newsID} data-testid="home-news-item">
            <h2>{item.title}</h2>
            <time dateTime={item.publicationDate}>
              {formatDate(item.publicationDate, WORKSHOP_TIME_ZONE)}
            </time>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
