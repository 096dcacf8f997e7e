import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

/** Product news shown to staff on the home page. */
export const news = pgTable(
  'news',
  {
    newsID: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    publicationDate: instant().notNull().defaultNow(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('news_publication_date_idx').on(t.publicationDate)],
);
