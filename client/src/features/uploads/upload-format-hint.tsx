import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { UploadFormatQuery } from './uploads-operations.ts';

/**
 * The columns this workshop's file has, as the server reads them: each column's name, whether it
 * is required, and the headers it is found by (the queue's is the workshop's own parameter).
 */
export function UploadFormatHint({ workshopID }: { workshopID: string }) {
  const { t, i18n } = useTranslation();
  const [format, refetch] = useQuery({ query: UploadFormatQuery, variables: { workshopID } });
  // The names come in the interface language: another language reads them again.
  const reread = useRef(refetch);
  reread.current = refetch;
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    reread.current({ requestPolicy: 'network-only' });
  }, [i18n.language]);

  const columns = format.data?.appointmentsUploadFormat ?? [];
  if (columns.length === 0) return null;
  return (
    <div className="uploads__format" data-testid="uploads-format">
      <h3 className="uploads__format-title">{t('uploads.format.title')}</h3>
      <dl className="uploads__format-list">
        {columns.map((column) => (
          <div
            key={column.field}
            className="uploads__format-column"
            data-testid={`uploads-format-${column.field}`}
          >
            <dt>
              {column.name}{' '}
              <span className={column.required ? 'tag uploads__format-required' : 'muted small'}>
                {column.required ? t('uploads.format.required') : t('uploads.format.optional')}
              </span>
            </dt>
            <dd>{column.headers.join(', ')}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t('uploads.format.headersHint')}</p>
    </div>
  );
}
