import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import {
  compareRows,
  formatSpec,
  hubSpecFields,
  message,
  normalizePartNumber,
  type Message,
  type MessageKey,
} from '@wheelend/domain';
import { ButtonLink } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { useQueries } from '@tanstack/react-query';
import { isRefused } from '../../../shared/api';
import { hubApi, list, useHubDetails } from '../api/hooks';
import type { Hub } from '@wheelend/domain/contract';
import { PartImage } from '../../../shared/finder/PartImage';
import { noteParts } from '../components/display';
import { textOf, useT, type T } from '../../../shared/i18n';
import { compareFormPath } from './returnPath';
import p from '../../../shared/ui/Page.module.css';
import s from './Compare.module.css';

const hidden = new Set(['Id', 'ImageGuid', 'ImageUrl', 'PartNumber', 'HubAssemblyNumber', 'PartTypeId']);
const fields = new Map(hubSpecFields.map((f) => [f.key, f]));

/** The hub's other properties that a comparison lists. */
const otherLabels: Record<string, MessageKey> = {
  Name: 'hub.compare.field.Name',
  Title: 'hub.compare.field.Title',
  AftermarketDescription: 'hub.compare.field.AftermarketDescription',
  Description: 'hub.compare.field.Description',
  Status: 'hub.compare.field.Status',
  PartStatus: 'hub.compare.field.PartStatus',
  IsAftermarket: 'hub.compare.field.IsAftermarket',
  IsAftermarketAssembly: 'hub.compare.field.IsAftermarketAssembly',
  GawrNote: 'hub.compare.field.GawrNote',
  CastingNumber: 'hub.compare.field.CastingNumber',
  MachiningNumber: 'hub.compare.field.MachiningNumber',
};

/** A property's name; one the app does not know is shown as its name split into words. */
function label(key: string): string | Message {
  const known = fields.get(key)?.label ?? (otherLabels[key] && message(otherLabels[key]));
  return known ?? key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

function show(t: T, key: string, v: unknown): string {
  const f = fields.get(key);
  if (f) return textOf(t, formatSpec(f.kind, v, f.words)) || '—';
  if (v == null || v === '') return '—';
  if (typeof v === 'boolean') return v ? t('hub.spec.yes') : t('hub.spec.no');
  if (Array.isArray(v)) {
    return (
      v.map((x) => (x && typeof x === 'object' && 'PartNumber' in x ? String(x.PartNumber) : String(x))).join(', ') ||
      '—'
    );
  }
  if (typeof v === 'object' && 'Text' in v) {
    const note = v as NonNullable<Hub['GawrNote']>;
    return noteParts(note)
      .map((x) => (typeof x === 'string' ? x : x.title))
      .join('');
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function findHub(list: Hub[], number: string) {
  const n = normalizePartNumber(number);
  return list.find((h) => normalizePartNumber(h.HubAssemblyNumber) === n || String(h.Id) === number);
}

function MissingNote({ missing, back }: { missing: string[]; back: React.ReactNode }) {
  const t = useT();
  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('hub.compare.title')}</h1>
      <p className={p.note} role="alert">
        {missing.map((m) => t('hub.compare.missing', { number: m })).join(' ')} {t('hub.compare.checkNumber')}
      </p>
      {back}
    </section>
  );
}

/** The server answers 404 when a number is unknown, 400 or 414 when it is not one (too long, junk);
 * each number is looked up alone to say which. */
function Missing({ numbers, back }: { numbers: string[]; back: React.ReactNode }) {
  const t = useT();
  const each = useQueries({
    queries: numbers.map((n) => ({
      queryKey: ['hub', 'details', n],
      queryFn: () => hubApi.details([n]).then((e) => ({ Results: list(e), differentProperties: [] as string[] })),
      retry: false,
    })),
  });
  if (each.some((q) => q.isPending)) return <Spinner label={t('hub.compare.checking')} />;
  const missing = numbers.filter((_, i) => {
    const q = each[i];
    return (q.isError && isRefused(q.error)) || (q.isSuccess && q.data.Results.length === 0);
  });
  const failed = each.find((q) => q.isError && !isRefused(q.error));
  if (failed) return <CompareFailed error={failed.error} onRetry={() => failed.refetch()} />;
  return <MissingNote missing={missing.length ? missing : numbers} back={back} />;
}

export default function Compare() {
  const { assembly = '', compareAssembly = '' } = useParams();
  const q = useHubDetails([assembly, compareAssembly]);
  const t = useT();
  const back = (
    <div className={p.actions}>
      <ButtonLink variant="secondary" to={compareFormPath(assembly, compareAssembly)}>
        {t('hub.compare.back')}
      </ButtonLink>
    </div>
  );

  if (q.isPending) return <Spinner label={t('hub.compare.loading')} />;
  if (q.isError && isRefused(q.error)) {
    return <Missing numbers={[assembly, compareAssembly]} back={back} />;
  }
  if (q.isError) return <CompareFailed error={q.error} onRetry={() => q.refetch()} />;
  const a = findHub(q.data.Results, assembly) ?? (q.data.Results.length === 2 ? q.data.Results[0] : undefined);
  const b = findHub(q.data.Results, compareAssembly) ?? (q.data.Results.length === 2 ? q.data.Results[1] : undefined);
  if (!a || !b)
    return <MissingNote missing={[!a && assembly, !b && compareAssembly].filter(Boolean) as string[]} back={back} />;
  if (normalizePartNumber(a.HubAssemblyNumber) === normalizePartNumber(b.HubAssemblyNumber))
    return (
      <section className={p.page}>
        <h1 className={p.title}>{t('hub.compare.title')}</h1>
        <p className={p.note} role="alert">
          {t('hub.compare.sameHub', { number: a.HubAssemblyNumber })}
        </p>
        {back}
      </section>
    );
  const rows = compareRows(a, b, q.data.differentProperties).filter((r) => !hidden.has(r.key));
  const differing = rows.filter((r) => r.differs).length;
  return (
    <section className={`${p.page} ${p.wide}`}>
      <h1 className={p.title}>{t('hub.compare.title')}</h1>
      <div className={s.heads}>
        {[a, b].map((h) => (
          <div key={h.HubAssemblyNumber} className={s.head}>
            <PartImage
              guid={h.ImageGuid}
              alt={t('hub.card.image', { number: h.HubAssemblyNumber })}
              size={200}
              className={s.img}
            />
            <Link
              to={`/hub/details/${h.HubAssemblyNumber}?from=${encodeURIComponent(`/hub/compare/${assembly}/${compareAssembly}`)}`}
              className={s.num}
            >
              {h.HubAssemblyNumber}
            </Link>
            <span className={s.desc}>{h.AftermarketDescription}</span>
          </div>
        ))}
      </div>
      <p className={p.lead}>
        {differing === 0 ? t('hub.compare.same') : t('hub.compare.differ', { count: differing })}
      </p>
      <div className={s.rows}>
        {rows.map((r) => (
          <Disclosure key={r.key} defaultExpanded={r.differs} className={r.differs ? s.rowDiff : s.row}>
            <Heading level={2} className={s.rowHead}>
              <AriaButton slot="trigger" className={s.trigger}>
                <span aria-hidden="true" className={s.chevron}>
                  ›
                </span>
                <span className={s.label}>{textOf(t, label(r.key))}</span>
                <span className={r.differs ? s.badgeDiff : s.badge}>
                  {r.differs ? t('hub.compare.differs') : t('hub.compare.sameBadge')}
                </span>
              </AriaButton>
            </Heading>
            <DisclosurePanel>
              <dl className={s.values}>
                <div>
                  <dt>{a.HubAssemblyNumber}</dt>
                  <dd>{show(t, r.key, r.a)}</dd>
                </div>
                <div>
                  <dt>{b.HubAssemblyNumber}</dt>
                  <dd>{show(t, r.key, r.b)}</dd>
                </div>
              </dl>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </div>
      {back}
    </section>
  );
}

/** The comparison's page when a call failed: its heading, what failed, Retry. */
function CompareFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <section className={p.page}>
      <ErrorState error={error} onRetry={onRetry} title={t('hub.compare.failed')} heading={t('hub.compare.title')} />
    </section>
  );
}
