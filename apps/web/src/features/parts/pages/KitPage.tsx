import { Link, useParams } from 'react-router';
import { bearingFilterPath, hubAnswerLabel, KIT_PAGES, kitRows, type KitKind } from '@wheelend/domain';
import type { Kit } from '@wheelend/domain/contract';
import { LoadFailed, NoResults } from '../../../shared/finder/NoResults';
import { PartImage } from '../../../shared/finder/PartImage';
import { SpecsTable } from '../../../shared/finder/SpecsTable';
import { useKit } from '../../../shared/job/api';
import { PrintButton, PrintSheet } from '../../../shared/job/PrintSheet';
import { ButtonLink } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import p from '../../../shared/ui/Page.module.css';
import { textOf, useT } from '../../../shared/i18n';
import s from './Parts.module.css';

/** A kit's detail page: image, contents, dimensions, torque, socket size, notes and the hubs it fits.
 * The bearing page lists its axle choices; with a filter id it shows the set for that axle. */
export default function KitPage({ kind }: { kind: KitKind }) {
  const { partNumber = '', filterId } = useParams();
  const q = useKit(kind, partNumber, filterId);
  const t = useT();
  // A number the catalog does not have, or an address the server refuses (junk, overlong).
  const noResults = (
    <>
      <NoResults />
      <ButtonLink to="/parts/search">{t('parts.kit.searchByHub')}</ButtonLink>
    </>
  );
  if (q.isPending) return <Spinner label={t('parts.kit.loading')} />;
  if (q.isError)
    return (
      <section className={p.page}>
        <LoadFailed
          error={q.error}
          onRetry={() => q.refetch()}
          title={t('parts.kit.failed')}
          heading={t(KIT_PAGES[kind].title)}
          noResults={noResults}
        />
      </section>
    );
  const kit = q.data[0];
  if (!kit) return <section className={p.page}>{noResults}</section>;
  return <KitDetail kind={kind} kit={kit} axle={filterId} />;
}

function KitDetail({ kind, kit, axle }: { kind: KitKind; kit: Kit; axle?: string }) {
  const t = useT();
  const title = t(KIT_PAGES[kind].title);
  const rows = kitRows(kit).map((r) => {
    const value = textOf(t, r.value);
    return {
      label: t(r.label),
      value: r.path ? (
        <Link className={p.tap} to={r.path}>
          {value}
        </Link>
      ) : (
        value
      ),
    };
  });
  const main = kit.Images.find((i) => i.ImageTypeId === 1)?.ImageGuid;
  const axleText = (name: string) => textOf(t, hubAnswerLabel('aaxna', name));
  const axleName = axle ? kit.Axles.find((a) => String(a.Id) === axle)?.Name : undefined;
  return (
    <PrintSheet className={`${p.page} ${p.wide}`} label={`${title} ${kit.PartNumber}`}>
      <h1 className={p.title}>{axleName ? t('parts.kit.forAxle', { title, axle: axleText(axleName) }) : title}</h1>
      <div className={s.top}>
        <PartImage guid={main} alt={`${title} ${kit.PartNumber}`} size={300} className={s.image} />
        <div className={s.summary}>
          <h2 className={s.kitNumber}>{kit.PartNumber}</h2>
          <p className={p.lead}>{kit.Description}</p>
          {kit.Note && (
            <p className={p.note}>
              <strong>{t('parts.kit.note')}</strong> {kit.Note}
            </p>
          )}
          <PrintButton>{t('parts.kit.print')}</PrintButton>
        </div>
      </div>
      <SpecsTable rows={rows} />
      {kind === 'bearing' && kit.Axles.length > 0 && !axle && (
        <section aria-labelledby="axles">
          <h2 id="axles">{t('parts.kit.chooseAxle')}</h2>
          <ul className={s.axles}>
            {kit.Axles.map((a) => (
              <li key={a.Id}>
                <ButtonLink variant="secondary" to={bearingFilterPath(kit.PartNumber, a.Id)}>
                  {axleText(a.Name)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {kit.HubAssemblies.length > 0 && (
        <section aria-labelledby="fits">
          <h2 id="fits">{t('parts.kit.fits')}</h2>
          <ul className={s.hubs}>
            {kit.HubAssemblies.map((h) => (
              <li key={h.HubAssemblyNumber}>
                <Link className={p.tap} to={`/hub/details/${encodeURIComponent(h.HubAssemblyNumber)}`}>
                  {h.HubAssemblyNumber}
                </Link>
                <span className={s.hubDescription}> {h.Description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PrintSheet>
  );
}
