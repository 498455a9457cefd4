import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { partsTexts, searchTexts } from '@wheelend/domain';
import { brand } from '../../../shared/config';
import { SearchForm, SuggestionText } from '../../../shared/finder/SearchForm';
import { useSuggestions } from '../../../shared/finder/useSuggestions';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { OtherKind } from '../../../shared/finder/OtherKind';
import { partsApi } from '../api';
import { useT } from '../../../shared/i18n';
import p from '../../../shared/ui/Page.module.css';

export default function Search() {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  const { items, loading, unmatched, query, onText } = useSuggestions(
    ['parts', 'assemblies'],
    text,
    setText,
    partsApi.assemblies,
  );
  const open = (number: string) => navigate(`/parts/search/${encodeURIComponent(number)}`);
  return (
    <section className={p.page}>
      <h1 className={p.title}>{t(partsTexts.searchTitle)}</h1>
      <SearchForm<string>
        label={t('parts.search.label')}
        placeholder={partsTexts.searchPlaceholder}
        emptyPrompt={searchTexts.empty(brand.name)}
        text={text}
        onTextChange={onText}
        items={items}
        loading={loading}
        error={query.isError}
        itemKey={(n) => n}
        itemText={(n) => n}
        renderItem={(n) => <SuggestionText number={n} />}
        onChoose={open}
        onContinue={() => {
          if (!loading && items.length === 1) open(items[0]);
        }}
      />
      <OtherKind text={text} unmatched={unmatched} noun="hub" />
      {query.isError && (
        <ErrorState error={query.error} onRetry={() => query.refetch()} title={t('parts.search.failed')} />
      )}
      <p>
        <Link className={p.tap} to="/parts/help">
          {t(partsTexts.searchHelp)}
        </Link>
      </p>
    </section>
  );
}
