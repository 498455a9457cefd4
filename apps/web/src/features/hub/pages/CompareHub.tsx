import { useState } from 'react';
import { searchTexts } from '@wheelend/domain/homeRouting';
import { brand } from '../../../shared/config';
import { ButtonLink } from '../../../shared/ui/Button';
import { useAssemblyNumbers } from '../api/hooks';
import type { AssemblySuggestion } from '../api/types';
import { NumberCombo, useSettled } from '../components/NumberCombo';
import p from '../components/Page.module.css';
import s from './Home.module.css';

function AssemblyBox({ label, text, onText }: { label: string; text: string; onText: (t: string) => void }) {
  const settled = useSettled(text);
  const q = useAssemblyNumbers(settled.trim());
  const items = text.trim() && settled === text ? (q.data ?? []) : [];
  return (
    <NumberCombo<AssemblySuggestion>
      label={label}
      placeholder={searchTexts.hubPlaceholder(brand.name)}
      emptyPrompt={searchTexts.empty(brand.name)}
      text={text}
      onTextChange={onText}
      items={items}
      loading={!!text.trim() && (settled !== text || q.isFetching)}
      error={q.isError}
      itemKey={(i) => String(i.CompetitorHubAssemblyNumberId)}
      itemText={(i) => i.HubAssemblyNumber}
      renderItem={(i) => (
        <>
          <span className={s.num}>{i.HubAssemblyNumber}</span>
          <span className={s.meta}>{i.Competitor}</span>
        </>
      )}
      onChoose={(i) => onText(i.HubAssemblyNumber)}
    />
  );
}

export default function CompareHub() {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const ready = a.trim() !== '' && b.trim() !== '';
  const to = `/hub/compare/${encodeURIComponent(a.trim())}/${encodeURIComponent(b.trim())}`;
  return (
    <section className={p.page}>
      <h1 className={p.title}>Compare two hub assemblies</h1>
      <div className={`${p.panel} ${p.form}`}>
        <AssemblyBox label="First hub assembly number" text={a} onText={setA} />
        <AssemblyBox label="Second hub assembly number" text={b} onText={setB} />
        {ready ? (
          <ButtonLink to={to}>Compare</ButtonLink>
        ) : (
          <p className={p.muted} style={{ margin: 0 }}>Enter both numbers to compare them.</p>
        )}
      </div>
    </section>
  );
}
